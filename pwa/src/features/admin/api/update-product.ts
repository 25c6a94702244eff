import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { AdminProduct, AdminProductUpdate } from '@shared/schemas/admin';
import { request } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export interface UpdateProductInput {
  id: number;
  update: AdminProductUpdate;
}

/** `PATCH /api/admin/products/:id`: the answer carries the description as sanitised by the server. */
export function updateProduct({ id, update }: UpdateProductInput): Promise<AdminProduct> {
  return request(endpoints.admin.updateProduct, { params: { id: String(id) }, body: update });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    // Put the saved product in the list at once (the editor shows the sanitised HTML from it).
    onSuccess: (saved) =>
      queryClient.setQueryData<AdminProduct[]>(adminKeys.products(), (list) => list?.map((product) => (product.id === saved.id ? saved : product))),
  });
}

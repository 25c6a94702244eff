import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { AdminReading, AdminReadingUpdate } from '@shared/schemas/admin';
import { request } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export interface CompleteReadingInput {
  id: number;
  update: AdminReadingUpdate;
}

/** `PATCH /api/admin/readings/:id`: saves the sketch, notes and premium fields and always completes the reading. */
export function completeReading({ id, update }: CompleteReadingInput): Promise<AdminReading> {
  return request(endpoints.admin.completeReading, { params: { id: String(id) }, body: update });
}

export function useCompleteReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeReading,
    // Counts, tabs and the overdue order all move when one reading completes: refetch every page.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.readings() }),
  });
}

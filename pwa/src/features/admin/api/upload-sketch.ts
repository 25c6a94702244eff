import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { endpoints } from '@shared/api/endpoints';
import type { uploadResultSchema } from '@shared/schemas/admin';
import { uploadFile } from '@/lib/api-client';

export type UploadResult = z.infer<typeof uploadResultSchema>;

/** `POST /api/admin/uploads`: the image itself is the body, sent with its own Content-Type. */
export function uploadSketch(file: File, signal?: AbortSignal): Promise<UploadResult> {
  return uploadFile(endpoints.admin.uploadSketch, file, signal);
}

export function useUploadSketch() {
  return useMutation({ mutationFn: ({ file, signal }: { file: File; signal?: AbortSignal }) => uploadSketch(file, signal) });
}

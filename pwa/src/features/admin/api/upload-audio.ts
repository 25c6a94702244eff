import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import { uploadFile } from '@/lib/api-client';
import type { UploadResult } from './upload-sketch';

/** `POST /api/admin/uploads/audio`: a meditation's own recording, sent as it is with its Content-Type. */
export function uploadAudio(file: File, signal?: AbortSignal): Promise<UploadResult> {
  return uploadFile(endpoints.admin.uploadAudio, file, signal);
}

export function useUploadAudio() {
  return useMutation({ mutationFn: ({ file, signal }: { file: File; signal?: AbortSignal }) => uploadAudio(file, signal) });
}

/** upload/imgv2 (one image per call, so each picture shows its own progress and error). */
import type { UploadedImage } from '@lld/protocol/api/community';
import { apiUpload } from '@/lib/api/client';

export function uploadImage(file: Blob, name: string, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, name);
  return apiUpload<UploadedImage>('upload/imgv2', form, signal);
}

import { communityCalls } from '@lld/protocol/api/calls/community';
import { apiUpload } from '@/lib/api/client';

export function uploadImage(file: Blob, name: string, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, name);
  return apiUpload(communityCalls.uploadImgv2, form, signal);
}

/** user/* account calls: profile fields, avatar upload, password, phone change. */
import type { AvatarResult, ChangeMobileRequest, ModifyInfoRequest } from '@lld/protocol/api/account';
import type { UserInfo } from '@lld/protocol/api/user';
import { apiCall } from '@/lib/api/client';

export function modifyInfo(body: ModifyInfoRequest): Promise<UserInfo> {
  return apiCall<UserInfo>('user/info/modify', body);
}

export function uploadAvatar(file: Blob, filename: string): Promise<AvatarResult> {
  const form = new FormData();
  form.append('file', file, filename);
  return apiCall<AvatarResult>('user/avatar', undefined, { form });
}

export function changePassword(oldPassword: string, password: string) {
  return apiCall<{ ok: true; revokedSessions: number }>('user/changePassword', { oldPassword, password });
}

export function changeMobile(body: ChangeMobileRequest): Promise<UserInfo> {
  return apiCall<UserInfo>('user/changeMobile', body);
}

/** user/* account calls: profile fields, avatar upload, password, phone change. */
import type { AvatarResult, ChangeMobileRequest, ModifyInfoRequest } from '@lld/protocol/api/account';
import { accountCalls } from '@lld/protocol/api/calls/account';
import type { UserInfo } from '@lld/protocol/api/user';
import { apiCall } from '@/lib/api/client';

export function modifyInfo(body: ModifyInfoRequest): Promise<UserInfo> {
  return apiCall(accountCalls.userInfoModify, body);
}

export function uploadAvatar(file: Blob, filename: string): Promise<AvatarResult> {
  const form = new FormData();
  form.append('file', file, filename);
  return apiCall(accountCalls.userAvatar, undefined, { form });
}

export function changePassword(oldPassword: string, password: string) {
  return apiCall(accountCalls.userChangePassword, { oldPassword, password });
}

export function changeMobile(body: ChangeMobileRequest): Promise<UserInfo> {
  return apiCall(accountCalls.userChangeMobile, body);
}

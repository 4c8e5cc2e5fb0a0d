import { z } from 'zod';
import { named } from './schema.ts';
import { userInfo } from './user.ts';

/** Device ids the server accepts: 7..128 characters of letters, digits and `_ . : -`. */
export const DEV_ID_PATTERN = /^[0-9A-Za-z_.:-]{7,128}$/;

export const guestLoginRequest = named('GuestLoginRequest', {
  devID: z.string().regex(DEV_ID_PATTERN, 'must be 7..128 characters of [0-9A-Za-z_.:-]'),
  affCode: z.string().max(4096).default('').describe('JSON text of the channel data, or ""'),
  token: z.string().max(512).default('').describe('the previous token, or ""'),
});
export type GuestLoginRequest = z.input<typeof guestLoginRequest>;

/** PROTOCOL §6: every login, registration or bind returns this. */
export const loginResult = named('LoginResult', {
  token: z.string().describe('send it raw in Authorization'),
  userInfo,
});
export type LoginResult = z.infer<typeof loginResult>;

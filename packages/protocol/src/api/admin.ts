import { z } from 'zod';
import { DOMAIN_TYPES } from '../constants.ts';
import { aiSettingSchemas } from './ai.ts';
import { announcement, themeValue } from './ping.ts';
import { named } from './schema.ts';
import { userInfo } from './user.ts';
import { welfareSettingSchemas } from './welfare.ts';

/**
 * Operator settings that `PUT /api/admin/settings/:key` accepts, each with its own schema.
 * Unknown keys are refused with code 2000.
 */
export const settingSchemas = {
  theme: themeValue,
  adsType: z.number().int().min(1).max(9),
  domains: z.partialRecord(z.enum(DOMAIN_TYPES), z.array(z.url()).max(20)),
  nineList: z.array(z.number().int().min(1).max(8)).max(8),
  guestLimitPerNetwork: z.object({
    count: z.number().int().min(1).max(100_000),
    windowSeconds: z
      .number()
      .int()
      .min(1)
      .max(86_400 * 30),
  }),
  ...welfareSettingSchemas,
  ...aiSettingSchemas,
} as const;
export type SettingKey = keyof typeof settingSchemas;
export type SettingValue<K extends SettingKey> = z.infer<(typeof settingSchemas)[K]>;
export const SETTING_KEYS = Object.keys(settingSchemas) as SettingKey[];

export const settingParams = z.object({ key: z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]) });
export const putSettingRequest = named('PutSettingRequest', { value: z.unknown() });
export const putSettingResponse = z.object({ key: z.string(), value: z.unknown() });

export const banDeviceRequest = named('BanDeviceRequest', {
  devID: z.string().min(1).max(128),
  reason: z.string().max(500).default(''),
});
export const banDeviceResponse = z.object({ devID: z.string(), revokedTokens: z.number().int() });

export const createAnnouncementRequest = named('CreateAnnouncementRequest', {
  title: z.string().min(1).max(200),
  content: z.string().min(1).max(10_000),
  link: z.string().max(2000).default(''),
  sort: z.number().int().default(0),
  startsAt: z.number().int().min(0).default(0).describe('UTC seconds, 0 = now'),
  endsAt: z.number().int().min(0).default(0).describe('UTC seconds, 0 = open-ended'),
});
export const createAnnouncementResponse = announcement;

export const adminUserParams = z.object({ id: z.coerce.number().int().positive() });
export const adminUserResponse = named('AdminUser', {
  user: userInfo,
  devices: z.array(
    z.object({
      devID: z.string(),
      createdAt: z.number().int(),
      lastSeenAt: z.number().int(),
      banned: z.boolean().describe('guest logins of this device get 6004'),
    }),
  ),
  activeTokens: z.number().int(),
  affCode: z.unknown(),
  createdAt: z.number().int(),
});

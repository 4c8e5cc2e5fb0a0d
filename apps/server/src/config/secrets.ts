import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './settings.ts';

/**
 * The server's secrets: from the environment, else from `DATA_DIR/secrets.json`, else generated
 * there (mode 0600 in a 0700 folder).
 */

export const secretSchemas = {
  APP_SIGN_KEY: z.string().min(16, 'must be at least 16 characters'),
  APP_DATA_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits'),
  APP_IMAGE_KEY: z.string().min(8, 'must be at least 8 characters'),
  ADMIN_KEY: z.string().min(16, 'must be at least 16 characters'),
  /** Signs account credential QRs (issue 3); server-only, unlike the keys the web app gets. */
  CREDENTIAL_KEY: z.string().min(16, 'must be at least 16 characters'),
} as const;
export type SecretName = keyof typeof secretSchemas;
export const SECRET_NAMES = Object.keys(secretSchemas) as SecretName[];

const generators: Record<SecretName, () => string> = {
  APP_SIGN_KEY: () => randomBytes(24).toString('base64url'),
  APP_DATA_KEY: () => randomBytes(32).toString('hex'),
  APP_IMAGE_KEY: () => randomBytes(12).toString('base64url'),
  ADMIN_KEY: () => randomBytes(24).toString('base64url'),
  CREDENTIAL_KEY: () => randomBytes(32).toString('base64url'),
};

export function resolveSecrets(dataDir: string, e: Partial<Record<SecretName, string>>) {
  const values = {} as Record<SecretName, string>;
  const sources = {} as Record<SecretName, 'env' | 'file' | 'generated'>;
  const missing = SECRET_NAMES.filter((n) => {
    const v = e[n];
    if (v !== undefined) {
      values[n] = v;
      sources[n] = 'env';
      return false;
    }
    return true;
  });
  if (missing.length === 0) return { values, sources };

  const file = path.join(dataDir, 'secrets.json');
  let stored: Record<string, unknown> = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch {
      throw new ConfigError(`invalid configuration: ${file} is not valid JSON; fix or delete it`);
    }
    chmodSync(file, 0o600);
  }
  let changed = false;
  for (const name of missing) {
    const v = stored[name];
    if (v !== undefined) {
      const ok = secretSchemas[name].safeParse(v);
      if (!ok.success) {
        throw new ConfigError(`invalid configuration: ${name} in ${file}: ${ok.error.issues[0]?.message}`);
      }
      values[name] = ok.data;
      sources[name] = 'file';
    } else {
      values[name] = generators[name]();
      stored[name] = values[name];
      sources[name] = 'generated';
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    renameSync(tmp, file);
  }
  return { values, sources };
}

// The app's config for the benches that build it in process: a fresh DATA_DIR, demo content,
// logging off, rate limits lifted (every call comes from one address), fixed secrets of the
// bench only (no secrets file is written) and no web build to serve.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Config, loadConfig } from '../../apps/server/src/config.ts';

export function benchConfig(tag: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), `lld-bench-${tag}-`)),
    DEMO_CONTENT: 'on',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_IP: '1000000/1s',
    RATE_LIMIT_IP_CEILING: '1000000/1s',
    RATE_LIMIT_TOKEN: '1000000/1s',
    APP_SIGN_KEY: 'bench-sign-key-0123456789',
    APP_DATA_KEY: 'a'.repeat(64),
    APP_IMAGE_KEY: 'bench-image-key',
    ADMIN_KEY: 'bench-admin-key-0123456789',
    WEB_DIST: join(tmpdir(), 'no-web-dist'),
    ...env,
  });
}

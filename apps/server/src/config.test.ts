import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'lld-config-'));

describe('loadConfig', () => {
  it('applies PROTOCOL §1 defaults', () => {
    const cwd = tempDir();
    const c = loadConfig({}, { cwd });
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe(path.join(cwd, 'data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.encrypt).toBe(true);
    expect(c.demoContent).toBe(true);
    expect(c.guestLimitPerNetwork).toEqual({ count: 30, windowSeconds: 3600 });
    expect(c.registerCaptchaAfter).toBe(3);
    expect(c.registerLimitPerNetwork).toEqual({ count: 50, windowSeconds: 3600 });
    expect(c.rateLimitIp).toEqual({ count: 120, windowSeconds: 10 });
    expect(c.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(c.logLevel).toBe('info');
  });

  it('generates missing secrets once into DATA_DIR/secrets.json (0600 in a 0700 folder) and reuses them', () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.signKey.length).toBeGreaterThanOrEqual(16);
    expect(first.dataKey).toMatch(/^[0-9a-f]{64}$/);
    expect(first.imageKey.length).toBeGreaterThanOrEqual(8);
    expect(first.adminKey.length).toBeGreaterThanOrEqual(16);
    expect(first.secretSources).toEqual({
      APP_SIGN_KEY: 'generated',
      APP_DATA_KEY: 'generated',
      APP_IMAGE_KEY: 'generated',
      ADMIN_KEY: 'generated',
      CREDENTIAL_KEY: 'generated',
    });
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect([second.signKey, second.dataKey, second.imageKey, second.adminKey]).toEqual([
      first.signKey,
      first.dataKey,
      first.imageKey,
      first.adminKey,
    ]);
    expect(second.secretSources.APP_SIGN_KEY).toBe('file');
    // An environment value wins and is not written to the file.
    const third = loadConfig({ DATA_DIR: dataDir, APP_SIGN_KEY: 'from-the-environment-1234' });
    expect(third.signKey).toBe('from-the-environment-1234');
    expect(readFileSync(file, 'utf8')).not.toContain('from-the-environment');
  });

  it('writes no file when every secret is given', () => {
    const dataDir = path.join(tempDir(), 'data');
    loadConfig({
      DATA_DIR: dataDir,
      APP_SIGN_KEY: 'a'.repeat(16),
      APP_DATA_KEY: 'AB'.repeat(32),
      APP_IMAGE_KEY: 'b'.repeat(8),
      ADMIN_KEY: 'c'.repeat(16),
      CREDENTIAL_KEY: 'd'.repeat(16),
    });
    expect(() => statSync(path.join(dataDir, 'secrets.json'))).toThrow();
  });

  it('treats empty values as unset', () => {
    const c = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: '', REDIS_URL: '  ', PORT: '' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.port).toBe(8080);
  });

  it('parses on/off, rates and URLs', () => {
    const c = loadConfig({
      DATA_DIR: tempDir(),
      APP_ENCRYPT: 'off',
      DEMO_CONTENT: 'off',
      GUEST_LIMIT_PER_NETWORK: '5/15min',
      REGISTER_CAPTCHA_AFTER: '0',
      REGISTER_LIMIT_PER_NETWORK: '20/day',
      RATE_LIMIT_IP: '120/10s',
      RATE_LIMIT_TOKEN: '2/day',
      DATABASE_URL: 'postgres://u:p@localhost:5432/db',
      REDIS_URL: 'redis://localhost:6379',
      PORT: '9000',
    });
    expect(c.encrypt).toBe(false);
    expect(c.demoContent).toBe(false);
    expect(c.guestLimitPerNetwork).toEqual({ count: 5, windowSeconds: 900 });
    expect(c.registerCaptchaAfter).toBe(0);
    expect(c.registerLimitPerNetwork).toEqual({ count: 20, windowSeconds: 86_400 });
    expect(c.rateLimitToken).toEqual({ count: 2, windowSeconds: 86_400 });
    expect(c.port).toBe(9000);
  });

  it.each([
    [{ APP_SIGN_KEY: 'short' }, 'APP_SIGN_KEY: must be at least 16 characters'],
    [{ APP_DATA_KEY: 'abc' }, 'APP_DATA_KEY: must be 64 hex digits'],
    [{ APP_DATA_KEY: 'g'.repeat(64) }, 'APP_DATA_KEY'],
    [{ APP_IMAGE_KEY: 'seven77' }, 'APP_IMAGE_KEY'],
    [{ APP_ENCRYPT: 'yes' }, 'APP_ENCRYPT'],
    [{ DEMO_CONTENT: 'true' }, 'DEMO_CONTENT'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ GUEST_LIMIT_PER_NETWORK: 'lots' }, 'GUEST_LIMIT_PER_NETWORK'],
    [{ REGISTER_CAPTCHA_AFTER: '-1' }, 'REGISTER_CAPTCHA_AFTER'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('names the bad variable: %j', (env, text) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrowError(text);
  });

  it('refuses a corrupt or invalid secrets file, naming it', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'secrets.json'), '{nope');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrowError(/secrets\.json is not valid JSON/);
    writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify({ APP_DATA_KEY: 'xyz' }));
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrowError(/APP_DATA_KEY in .*secrets\.json/);
  });
});

import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { TEST_SECRETS } from '../test/harness.ts';
import { TEST_TLS } from '../test/tls.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'lld-tls-'));
const load = (env: Record<string, string>) => loadConfig({ ...TEST_SECRETS, ...env }, { cwd: tempDir() });

describe('TLS_CERT_FILE and TLS_KEY_FILE', () => {
  it('are off by default: plain HTTP/1.1', () => {
    expect(load({}).tls).toBeUndefined();
  });

  it('read the certificate and key, relative paths against the working directory', () => {
    const cwd = path.dirname(TEST_TLS.certFile);
    const c = loadConfig({ ...TEST_SECRETS, TLS_CERT_FILE: 'cert.pem', TLS_KEY_FILE: 'key.pem' }, { cwd });
    expect(c.tls?.cert.equals(readFileSync(TEST_TLS.certFile))).toBe(true);
    expect(c.tls?.key.equals(readFileSync(TEST_TLS.keyFile))).toBe(true);
  });

  it('refuse one without the other, a missing file, a file that is not PEM and a key of another certificate', () => {
    expect(() => load({ TLS_CERT_FILE: TEST_TLS.certFile })).toThrow(
      /TLS_CERT_FILE and TLS_KEY_FILE go together/,
    );
    expect(() => load({ TLS_KEY_FILE: TEST_TLS.keyFile })).toThrow(ConfigError);
    expect(() => load({ TLS_CERT_FILE: '/nowhere/cert.pem', TLS_KEY_FILE: TEST_TLS.keyFile })).toThrow(
      'invalid configuration: TLS_CERT_FILE: cannot read /nowhere/cert.pem (ENOENT)',
    );
    const dir = tempDir();
    const notPem = path.join(dir, 'not.pem');
    writeFileSync(notPem, 'hello');
    expect(() => load({ TLS_CERT_FILE: notPem, TLS_KEY_FILE: TEST_TLS.keyFile })).toThrow(
      /TLS_CERT_FILE: .*not a PEM certificate/,
    );
    expect(() => load({ TLS_CERT_FILE: TEST_TLS.certFile, TLS_KEY_FILE: notPem })).toThrow(
      /TLS_KEY_FILE: .*not a PEM private key/,
    );
    const other = path.join(dir, 'other-key.pem');
    writeFileSync(
      other,
      generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      }),
    );
    expect(() => load({ TLS_CERT_FILE: TEST_TLS.certFile, TLS_KEY_FILE: other })).toThrow(
      'invalid configuration: TLS_KEY_FILE is not the key of the certificate in TLS_CERT_FILE',
    );
  });

  it('stop the server at start with one line naming the variable, no stack trace', () => {
    const server = fileURLToPath(new URL('../server.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: {
        ...process.env,
        ...TEST_SECRETS,
        DATA_DIR: tempDir(),
        TLS_CERT_FILE: '/nowhere/cert.pem',
        TLS_KEY_FILE: TEST_TLS.keyFile,
      },
      encoding: 'utf8',
      timeout: 55_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe(
      '[server] invalid configuration: TLS_CERT_FILE: cannot read /nowhere/cert.pem (ENOENT)',
    );
    // Loading the server's modules takes a few seconds, more on a loaded machine.
  }, 60_000);
});

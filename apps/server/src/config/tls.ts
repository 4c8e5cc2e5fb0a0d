import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './settings.ts';

/** The server's own certificate and key (PEM), when it speaks HTTPS and HTTP/2 itself. */
export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

function readPem(name: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new ConfigError(`invalid configuration: ${name}: cannot read ${file} (${reason})`);
  }
}

/**
 * TLS_CERT_FILE and TLS_KEY_FILE: both or neither. Given both, each file is read now and checked
 * (a PEM certificate, a PEM private key, and the key the certificate's), so a wrong path or file
 * stops the start with a message naming the variable rather than failing at `listen`.
 */
export function readTls(
  cwd: string,
  certFile: string | undefined,
  keyFile: string | undefined,
): TlsFiles | undefined {
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile)
    throw new ConfigError(
      'invalid configuration: TLS_CERT_FILE and TLS_KEY_FILE go together (set both or neither)',
    );
  const certPath = path.resolve(cwd, certFile);
  const keyPath = path.resolve(cwd, keyFile);
  const cert = readPem('TLS_CERT_FILE', certPath);
  const key = readPem('TLS_KEY_FILE', keyPath);
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(cert);
  } catch {
    throw new ConfigError(`invalid configuration: TLS_CERT_FILE: ${certPath} is not a PEM certificate`);
  }
  let privateKey: ReturnType<typeof createPrivateKey>;
  try {
    privateKey = createPrivateKey(key);
  } catch {
    throw new ConfigError(
      `invalid configuration: TLS_KEY_FILE: ${keyPath} is not a PEM private key (or it is encrypted)`,
    );
  }
  if (!x509.checkPrivateKey(privateKey))
    throw new ConfigError(
      'invalid configuration: TLS_KEY_FILE is not the key of the certificate in TLS_CERT_FILE',
    );
  return { cert, key };
}

import { fileURLToPath } from 'node:url';

/**
 * A self-signed certificate for localhost, 127.0.0.1 and ::1 (valid until 2126) and its key:
 * for tests and benchmarks only (TLS_CERT_FILE, TLS_KEY_FILE), never for a deployment.
 */
export const TEST_TLS = {
  certFile: fileURLToPath(new URL('./tls/cert.pem', import.meta.url)),
  keyFile: fileURLToPath(new URL('./tls/key.pem', import.meta.url)),
};

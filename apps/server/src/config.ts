import path from 'node:path';
import { z } from 'zod';
import { resolveSecrets, SECRET_NAMES, type SecretName, secretSchemas } from './config/secrets.ts';
import { ConfigError, flatten, pick, SETTINGS, type Settings } from './config/settings.ts';
import { readTls, type TlsFiles } from './config/tls.ts';
import { SERVER_ROOT } from './paths.ts';

export { ConfigError, DEFAULT_APP_NAME, type Rate } from './config/settings.ts';

/**
 * The server's configuration, parsed once from the environment (PROTOCOL §1 plus operator
 * extras). This is the only file of the server that reads `process.env` (in `configFromProcess`).
 */

const DEFAULT_WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');
const DEFAULT_CONSOLE_DIST = path.resolve(SERVER_ROOT, '../console/dist');

/** The environment variables and how each is parsed, from SETTINGS (and the secrets). */
const envSchema = z.object({
  ...flatten(SETTINGS),
  ...Object.fromEntries(SECRET_NAMES.map((n) => [n, secretSchemas[n].optional()])),
});

export type Config = Omit<Settings, 'payment' | 'webDist' | 'consoleDist' | 'tlsCertFile' | 'tlsKeyFile'> & {
  webDist: string;
  /** The operator console's build (apps/console/dist), served under /console/. */
  consoleDist: string;
  payment: PaymentConfig;
  /** TLS_CERT_FILE + TLS_KEY_FILE, read: the server listens with HTTPS and HTTP/2 (app.ts). */
  tls: TlsFiles | undefined;
  signKey: string;
  dataKey: string;
  imageKey: string;
  adminKey: string;
  credentialKey: string;
  /** Where each generated secret came from, for the start-up log (never the values). */
  secretSources: Record<SecretName, 'env' | 'file' | 'generated'>;
};

export type PaymentConfig = Omit<Settings['payment'], 'epayUrl' | 'epayPid' | 'epayKey'> & {
  epay: { url: string; pid: string; key: string } | undefined;
};

export interface LoadConfigOptions {
  /** Base for relative paths (DATA_DIR, WEB_DIST); defaults to the process's working directory. */
  cwd?: string;
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/**
 * Parses an environment object into the typed config. Reads and, when a secret is missing,
 * writes `DATA_DIR/secrets.json` (mode 0600 in a 0700 folder). Throws `ConfigError` naming the
 * offending variable.
 */
export function loadConfig(env: Record<string, string | undefined>, options: LoadConfigOptions = {}): Config {
  const cwd = options.cwd ?? process.cwd();
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''),
  ) as Record<string, string>;
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(`invalid configuration: ${formatIssues(parsed.error)}`);
  }
  const values = parsed.data as Record<string, unknown>;
  const s = pick(SETTINGS, values) as Settings;
  if (s.storage.kind === 's3' && !s.storage.s3Bucket) {
    throw new ConfigError('invalid configuration: S3_BUCKET: required when STORAGE=s3');
  }
  if (s.storage.kind !== 's3' && s.storage.s3SignedUrls) {
    throw new ConfigError('invalid configuration: S3_SIGNED_URLS: needs STORAGE=s3');
  }
  if (s.sms.sender === 'http' && !s.sms.httpUrl) {
    throw new ConfigError('invalid configuration: SMS_HTTP_URL: required when SMS_SENDER=http');
  }
  const { epayUrl, epayPid, epayKey, ...payment } = s.payment;
  let epay: PaymentConfig['epay'];
  if (payment.gateway === 'epay') {
    if (!epayUrl || !epayPid || !epayKey)
      throw new ConfigError(
        'invalid configuration: PAYMENT_GATEWAY=epay needs PAYMENT_EPAY_URL, PAYMENT_EPAY_PID and PAYMENT_EPAY_KEY',
      );
    epay = { url: epayUrl, pid: epayPid, key: epayKey };
  }
  const { tlsCertFile, tlsKeyFile, ...settings } = s;
  const tls = readTls(cwd, tlsCertFile, tlsKeyFile);
  const dataDir = path.resolve(cwd, s.dataDir);
  const secrets = resolveSecrets(dataDir, values as Partial<Record<SecretName, string>>);
  return {
    ...settings,
    dataDir,
    webDist: s.webDist ? path.resolve(cwd, s.webDist) : DEFAULT_WEB_DIST,
    consoleDist: s.consoleDist ? path.resolve(cwd, s.consoleDist) : DEFAULT_CONSOLE_DIST,
    payment: { ...payment, epay },
    tls,
    signKey: secrets.values.APP_SIGN_KEY,
    dataKey: secrets.values.APP_DATA_KEY.toLowerCase(),
    imageKey: secrets.values.APP_IMAGE_KEY,
    adminKey: secrets.values.ADMIN_KEY,
    credentialKey: secrets.values.CREDENTIAL_KEY,
    secretSources: secrets.sources,
  };
}

/** The process's own configuration. */
export function configFromProcess(): Config {
  return loadConfig(process.env);
}

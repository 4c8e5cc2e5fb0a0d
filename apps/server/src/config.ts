import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The server's configuration, parsed once from the environment (PROTOCOL §1 plus operator
 * extras). This is the only file of the server that reads `process.env` (in `configFromProcess`).
 */

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const onOff = (def: 'on' | 'off') =>
  z
    .enum(['on', 'off'])
    .default(def)
    .transform((v) => v === 'on');

const DURATION_UNITS: Record<string, number> = {
  s: 1,
  sec: 1,
  second: 1,
  m: 60,
  min: 60,
  minute: 60,
  h: 3600,
  hour: 3600,
  d: 86_400,
  day: 86_400,
};

/** `30/hour`, `120/10s`, `5/15min`: at most `count` events per `windowSeconds`. */
export interface Rate {
  count: number;
  windowSeconds: number;
}

const rate = z.string().transform((text, ctx): Rate => {
  const m = /^\s*(\d+)\s*\/\s*(\d*)\s*([a-z]+)\s*$/i.exec(text);
  const unit = m ? DURATION_UNITS[m[3]!.toLowerCase().replace(/s$/, '') || 's'] : undefined;
  const count = m ? Number(m[1]) : 0;
  const mult = m?.[2] ? Number(m[2]) : 1;
  if (!m || unit === undefined || count < 1 || mult < 1) {
    ctx.addIssue({ code: 'custom', message: 'expected <count>/<window>, e.g. 30/hour or 120/10s' });
    return z.NEVER;
  }
  return { count, windowSeconds: unit * mult };
});

const secretSchemas = {
  APP_SIGN_KEY: z.string().min(16, 'must be at least 16 characters'),
  APP_DATA_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits'),
  APP_IMAGE_KEY: z.string().min(8, 'must be at least 8 characters'),
  ADMIN_KEY: z.string().min(16, 'must be at least 16 characters'),
  /** Signs account credential QRs (issue 3); server-only, unlike the keys the web app gets. */
  CREDENTIAL_KEY: z.string().min(16, 'must be at least 16 characters'),
} as const;
type SecretName = keyof typeof secretSchemas;
const SECRET_NAMES = Object.keys(secretSchemas) as SecretName[];

const generators: Record<SecretName, () => string> = {
  APP_SIGN_KEY: () => randomBytes(24).toString('base64url'),
  APP_DATA_KEY: () => randomBytes(32).toString('hex'),
  APP_IMAGE_KEY: () => randomBytes(12).toString('base64url'),
  ADMIN_KEY: () => randomBytes(24).toString('base64url'),
  CREDENTIAL_KEY: () => randomBytes(32).toString('base64url'),
};

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  ...Object.fromEntries(SECRET_NAMES.map((n) => [n, secretSchemas[n].optional()])),
  APP_ENCRYPT: onOff('on'),
  DEMO_CONTENT: onOff('on'),
  TRUST_PROXY: onOff('off'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  FFPROBE_PATH: z.string().default('ffprobe'),
  GUEST_LIMIT_PER_NETWORK: rate.default({ count: 30, windowSeconds: 3600 }),
  RATE_LIMIT_IP: rate.default({ count: 120, windowSeconds: 10 }),
  RATE_LIMIT_TOKEN: rate.default({ count: 60, windowSeconds: 10 }),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1024 * 1024)
    .default(256 * 1024),
  // Accounts (issue 3).
  SMS_SENDER: z.enum(['console', 'http']).default('console'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SMS_TEMPLATE: z.string().default('【来了点】验证码 {code}，{minutes}分钟内有效，请勿告诉他人。'),
  PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(15),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  signKey: string;
  dataKey: string;
  imageKey: string;
  adminKey: string;
  credentialKey: string;
  encrypt: boolean;
  demoContent: boolean;
  trustProxy: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  webDist: string;
  /** ffmpeg and ffprobe executables (ingest). */
  ffmpegPath: string;
  ffprobePath: string;
  guestLimitPerNetwork: Rate;
  rateLimitIp: Rate;
  rateLimitToken: Rate;
  tokenTtlSeconds: number;
  bodyLimit: number;
  /** SMS adapter (docs/decisions.md, issue 3): `console` logs codes, `http` posts to a gateway. */
  sms: {
    sender: 'console' | 'http';
    httpUrl: string | undefined;
    httpToken: string | undefined;
    httpTimeoutMs: number;
    template: string;
  };
  /** scrypt cost: N = 2^logN (r 8, p 1); stored with each hash, so it can be raised later. */
  passwordScryptLogN: number;
  /** Where each generated secret came from, for the start-up log (never the values). */
  secretSources: Record<SecretName, 'env' | 'file' | 'generated'>;
}

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
  if (parsed.data.SMS_SENDER === 'http' && !parsed.data.SMS_HTTP_URL) {
    throw new ConfigError('invalid configuration: SMS_HTTP_URL: required when SMS_SENDER=http');
  }
  const e = parsed.data as z.infer<typeof envSchema> & Partial<Record<SecretName, string>>;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const secrets = resolveSecrets(dataDir, e);

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    signKey: secrets.values.APP_SIGN_KEY,
    dataKey: secrets.values.APP_DATA_KEY.toLowerCase(),
    imageKey: secrets.values.APP_IMAGE_KEY,
    adminKey: secrets.values.ADMIN_KEY,
    credentialKey: secrets.values.CREDENTIAL_KEY,
    encrypt: e.APP_ENCRYPT,
    demoContent: e.DEMO_CONTENT,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : DEFAULT_WEB_DIST,
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    guestLimitPerNetwork: e.GUEST_LIMIT_PER_NETWORK,
    rateLimitIp: e.RATE_LIMIT_IP,
    rateLimitToken: e.RATE_LIMIT_TOKEN,
    tokenTtlSeconds: e.TOKEN_TTL_DAYS * 86_400,
    bodyLimit: e.BODY_LIMIT,
    sms: {
      sender: e.SMS_SENDER,
      httpUrl: e.SMS_HTTP_URL,
      httpToken: e.SMS_HTTP_TOKEN,
      httpTimeoutMs: e.SMS_HTTP_TIMEOUT_MS,
      template: e.SMS_TEMPLATE,
    },
    passwordScryptLogN: e.PASSWORD_SCRYPT_LOG_N,
    secretSources: secrets.sources,
  };
}

function resolveSecrets(dataDir: string, e: Partial<Record<SecretName, string>>) {
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
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    renameSync(tmp, file);
  }
  return { values, sources };
}

/** The process's own configuration. */
export function configFromProcess(): Config {
  return loadConfig(process.env);
}

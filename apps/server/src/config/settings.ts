import { z } from 'zod';

/**
 * Every operator setting, declared once: the table (SETTINGS) and the small parsers it is built
 * from. config.ts parses the environment with it; the config's type comes from it too.
 */

/** The product's name when APP_NAME is not set. */
export const DEFAULT_APP_NAME = '来了点';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const onOff = (def: 'on' | 'off') =>
  z
    .enum(['on', 'off'])
    .default(def)
    .transform((v) => v === 'on');

/** A whole number from the environment text, within [min, max]. */
const intIn = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** A setting given in one unit and used in another: days → seconds is `scale(86_400)`. */
const scale = (factor: number) => (n: number) => n * factor;

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

/** One setting: the environment variable it is read from and how (type, limits, default). */
const env = <S extends z.ZodType>(name: string, schema: S) => ({ env: name, schema });
type Setting = ReturnType<typeof env>;
type SettingTree = { readonly [key: string]: Setting | SettingTree };
/** The config shape a settings tree parses into. */
type Parsed<T> = T extends { env: string; schema: infer S extends z.ZodType }
  ? z.output<S>
  : { -readonly [K in keyof T]: Parsed<T[K]> };

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const csv = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const noTrailingSlash = (v: string) => v.replace(/\/+$/, '');

/**
 * Every operator setting, declared once (PROTOCOL §1 plus operator extras, docs/operator-guide.md):
 * the config field, its environment variable, its type, limits and default. The environment
 * schema and the config's type both come from this table.
 */
export const SETTINGS = {
  port: env('PORT', intIn(0, 65_535).default(8080)),
  host: env('HOST', z.string().default('0.0.0.0')),
  /** Resolved against the working directory by loadConfig. */
  dataDir: env('DATA_DIR', z.string().default('./data')),
  databaseUrl: env(
    'DATABASE_URL',
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  redisUrl: env(
    'REDIS_URL',
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  /** Prefix of every kv key in Redis: installs (or test runs) sharing one Redis keep apart. */
  redisPrefix: env(
    'REDIS_PREFIX',
    z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,40}$/)
      .default('lld:'),
  ),
  encrypt: env('APP_ENCRYPT', onOff('on')),
  /**
   * Check every answer against its zod schema before it is sent (tests and development). Off,
   * answers go through the schema-compiled serialisers (http/response-json.ts) unchecked.
   */
  responseCheck: env('RESPONSE_CHECK', onOff('off')),
  demoContent: env('DEMO_CONTENT', onOff('on')),
  /** The product's one name (home, splash, login, credentials, checkout): APP_NAME. */
  appName: env('APP_NAME', z.string().trim().min(1).max(20).default(DEFAULT_APP_NAME)),
  trustProxy: env('TRUST_PROXY', onOff('off')),
  /** TLS is terminated in front of the app: send Strict-Transport-Security. */
  hsts: env('HSTS', onOff('off')),
  /**
   * PEM certificate (chain) and private key files: given both, the server itself speaks HTTPS
   * with HTTP/2 (HTTP/1.1 clients still served on the same port). Resolved against the working
   * directory and read once by loadConfig.
   */
  tlsCertFile: env('TLS_CERT_FILE', z.string().optional()),
  tlsKeyFile: env('TLS_KEY_FILE', z.string().optional()),
  logLevel: env('LOG_LEVEL', z.enum(logLevels).default('info')),
  /** Resolved against the working directory; default: the web app's dist beside the server. */
  webDist: env('WEB_DIST', z.string().optional()),
  consoleDist: env('CONSOLE_DIST', z.string().optional()),
  /** ffmpeg and ffprobe executables (ingest). */
  ffmpegPath: env('FFMPEG_PATH', z.string().default('ffmpeg')),
  ffprobePath: env('FFPROBE_PATH', z.string().default('ffprobe')),
  guestLimitPerNetwork: env('GUEST_LIMIT_PER_NETWORK', rate.default({ count: 30, windowSeconds: 3600 })),
  /** Registrations from one network within the window before registrations are refused, and
   * after how many of them each further one needs an image captcha (operator guide, "Rate limits"). */
  registerLimitPerNetwork: env(
    'REGISTER_LIMIT_PER_NETWORK',
    rate.default({ count: 50, windowSeconds: 3600 }),
  ),
  registerCaptchaAfter: env('REGISTER_CAPTCHA_AFTER', z.coerce.number().int().min(0).default(3)),
  /** Calls without a token, per IP address (docs/operator-guide.md, "Rate limits"). */
  rateLimitIp: env('RATE_LIMIT_IP', rate.default({ count: 120, windowSeconds: 10 })),
  /** Every call per IP address: a ceiling high enough for a carrier's shared address (CGNAT). */
  rateLimitIpCeiling: env('RATE_LIMIT_IP_CEILING', rate.default({ count: 3000, windowSeconds: 10 })),
  /** Calls per token: the main guard once a caller has one. */
  rateLimitToken: env('RATE_LIMIT_TOKEN', rate.default({ count: 60, windowSeconds: 10 })),
  tokenTtlSeconds: env('TOKEN_TTL_DAYS', intIn(1, 3650).default(90).transform(scale(86_400))),
  bodyLimit: env('BODY_LIMIT', intIn(1024, 64 * 1024 * 1024).default(256 * 1024)),
  /** Origin the outside world reaches us at (notify and return URLs); default: the request's. */
  publicUrl: env('PUBLIC_URL', z.url().transform(noTrailingSlash).optional()),
  // Payments (docs/operator-guide.md): the sandbox gateway by default, or an Epay-compatible provider.
  payment: {
    gateway: env('PAYMENT_GATEWAY', z.enum(['sandbox', 'epay']).default('sandbox')),
    /** Epay-compatible provider: base URL (submit.php, api.php live under it), merchant id and key. */
    epayUrl: env('PAYMENT_EPAY_URL', z.url().transform(noTrailingSlash).optional()),
    epayPid: env('PAYMENT_EPAY_PID', z.string().optional()),
    epayKey: env('PAYMENT_EPAY_KEY', z.string().min(8).optional()),
    payTypes: env(
      'PAYMENT_PAY_TYPES',
      z
        .string()
        .default('alipay,wxpay,bank')
        .transform((v) => [...new Set(csv(v))])
        .pipe(z.array(z.enum(['alipay', 'wxpay', 'bank'])).min(1)),
    ),
    orderTtlSeconds: env('PAYMENT_ORDER_TTL_MINUTES', intIn(1, 1440).default(15).transform(scale(60))),
    jobSeconds: env('PAYMENT_JOB_SECONDS', intIn(1, 3600).default(30)),
    /** Sandbox notification schedule: delay before each attempt, ms. */
    sandboxNotifyDelaysMs: env(
      'PAYMENT_SANDBOX_NOTIFY_DELAYS',
      z
        .string()
        .default('0.8,2,5,15,60,300,1800')
        .transform((v) => csv(v).map((s) => Math.round(Number(s) * 1000)))
        .pipe(z.array(z.number().int().min(0).max(86_400_000)).min(1).max(20)),
    ),
  },
  /** An outside game provider speaking LGP/1 (docs/game-provider-protocol.md); the sandbox is always there. */
  games: {
    name: env(
      'GAME_PROVIDER_NAME',
      z
        .string()
        .regex(/^[a-z][a-z0-9_-]{1,31}$/)
        .default('remote'),
    ),
    url: env('GAME_PROVIDER_URL', z.url().transform(noTrailingSlash).optional()),
    secret: env('GAME_PROVIDER_SECRET', z.string().min(16).optional()),
    operator: env('GAME_PROVIDER_OPERATOR', z.string().min(1).max(64).default('lld')),
  },
  // The durable job queue (AI jobs, video ingest; docs/scaling.md "Run-time roles").
  jobs: {
    /** Run the job worker in this process (off: API node only; `dist/worker.js` runs the jobs). */
    worker: env('JOB_WORKER', onOff('on')),
  },
  /** Search (issue 12, docs/operator-guide.md "Search"). */
  search: {
    /** How often the job-running process refreshes popularity in the index and prunes hot-search counts. */
    upkeepMinutes: env('SEARCH_UPKEEP_MINUTES', z.coerce.number().min(0.01).max(1440).default(10)),
  },
  // The AI studio (issue 16; docs/operator-guide.md "AI studio"): providers, worker, limits.
  // A provider URL left unset means the bundled sandbox provider (AI_SANDBOX=on) on our own port.
  ai: {
    sandbox: env('AI_SANDBOX', onOff('on')),
    /** OpenAI-compatible chat completions base, e.g. https://api.openai.com/v1 */
    chatUrl: env('AI_CHAT_URL', z.url().transform(noTrailingSlash).optional()),
    chatKey: env('AI_CHAT_KEY', z.string().optional()),
    chatModel: env('AI_CHAT_MODEL', z.string().default('lld-sandbox-ngram')),
    /** `sdwebui`: AI_IMAGE_URL is the WebUI root (/sdapi/v1/…); `openai`: the /v1 base. */
    imageApi: env('AI_IMAGE_API', z.enum(['sdwebui', 'openai']).default('sdwebui')),
    imageUrl: env('AI_IMAGE_URL', z.url().transform(noTrailingSlash).optional()),
    imageKey: env('AI_IMAGE_KEY', z.string().optional()),
    imageModel: env('AI_IMAGE_MODEL', z.string().default('')),
    /** Asynchronous prediction API base (POST /predictions, GET /predictions/:id). */
    videoUrl: env('AI_VIDEO_URL', z.url().transform(noTrailingSlash).optional()),
    videoKey: env('AI_VIDEO_KEY', z.string().optional()),
    videoModel: env('AI_VIDEO_MODEL', z.string().default('sandbox-i2v')),
    videoPollMs: env('AI_VIDEO_POLL_MS', intIn(50, 60_000).default(1000)),
    /** Run the job worker in this process (off: a separate worker process runs the jobs). */
    worker: env('AI_WORKER', onOff('on')),
    /** Running jobs per tool across all nodes, e.g. `image=2,video=1`. */
    concurrency: env(
      'AI_CONCURRENCY',
      z
        .string()
        .default('image=2,faceswap=1,video=1,novel=4,companion=8')
        .transform((v, ctx) => {
          const out: Record<string, number> = {};
          for (const pair of csv(v)) {
            const [k, n] = pair.split('=').map((x) => x.trim());
            const count = Number(n);
            if (!k || !Number.isInteger(count) || count < 1 || count > 1000) {
              ctx.addIssue({ code: 'custom', message: 'expected tool=count pairs, e.g. image=2,video=1' });
              return z.NEVER;
            }
            out[k] = count;
          }
          return out;
        }),
    ),
    /** Running jobs of one user per tool. */
    perUser: env('AI_USER_CONCURRENCY', intIn(1, 100).default(1)),
    /** A job's lease: how long after a crash before another worker takes it over. */
    leaseMs: env('AI_JOB_LEASE_SECONDS', intIn(1, 3600).default(60).transform(scale(1000))),
    pollMs: env('AI_WORKER_POLL_MS', intIn(10, 60_000).default(1000)),
    /** Pause between streamed chunks of the sandbox's text, ms. */
    sandboxTokenMs: env('AI_SANDBOX_TOKEN_MS', intIn(0, 1000).default(15)),
  },
  /** Wrong redeem codes a user (and a network, ×5) may try per window. */
  redeemGuessLimit: env('REDEEM_GUESS_LIMIT', rate.default({ count: 5, windowSeconds: 600 })),
  /** SMS adapter (docs/decisions.md, issue 3): `console` logs codes, `http` posts to a gateway. */
  sms: {
    sender: env('SMS_SENDER', z.enum(['console', 'http']).default('console')),
    httpUrl: env('SMS_HTTP_URL', z.url().optional()),
    httpToken: env('SMS_HTTP_TOKEN', z.string().optional()),
    httpTimeoutMs: env('SMS_HTTP_TIMEOUT_MS', intIn(100, 60_000).default(5000)),
    /** `{app}` is the APP_NAME, `{code}` and `{minutes}` the code and its lifetime. */
    template: env(
      'SMS_TEMPLATE',
      z.string().default('【{app}】验证码 {code}，{minutes}分钟内有效，请勿告诉他人。'),
    ),
  },
  /** scrypt cost: N = 2^logN (r 8, p 1); stored with each hash, so it can be raised later. */
  passwordScryptLogN: env('PASSWORD_SCRYPT_LOG_N', intIn(10, 20).default(15)),
  /** How often an open message stream sends a keep-alive and re-checks its token (revoked → closed). */
  messageStreamCheckMs: env('MESSAGE_STREAM_CHECK_MS', intIn(50, 300_000).default(15_000)),
  /** Live TV (issue 15, docs/operator-guide.md "Live TV"). */
  live: {
    /** A channel's encoder stops after this long without a viewer; the next viewer starts it. */
    idleSeconds: env('LIVE_IDLE_SECONDS', intIn(1, 86_400).default(60)),
    /** Encoders running at once on this node (each is one ffmpeg). */
    maxRunning: env('LIVE_MAX_RUNNING', intIn(1, 100).default(4)),
    /** Chat messages a user may send (across channels). */
    chatRate: env('LIVE_CHAT_RATE', rate.default({ count: 5, windowSeconds: 10 })),
    /**
     * Start a channel's encoder when its play screen opens (live/play), before the player asks
     * for the playlist. Off behind a proxy that routes live by channel (deploy/nginx.conf): the
     * play call may reach another node than the channel's, which would encode it for nobody.
     */
    prewarm: env('LIVE_PREWARM', onOff('on')),
  },
  /** Where stored files live (issue 18): DATA_DIR/files, or an S3-compatible bucket. */
  storage: {
    kind: env('STORAGE', z.enum(['local', 's3']).default('local')),
    s3Bucket: env('S3_BUCKET', z.string().min(3).max(63).optional()),
    /** An S3-compatible endpoint (MinIO, R2, OSS …); absent: AWS itself for S3_REGION. */
    s3Endpoint: env('S3_ENDPOINT', z.url().transform(noTrailingSlash).optional()),
    s3Region: env('S3_REGION', z.string().min(1).default('us-east-1')),
    /** Absent: the SDK's own chain (AWS_* variables, instance role). */
    s3AccessKeyId: env('S3_ACCESS_KEY_ID', z.string().min(1).optional()),
    s3SecretAccessKey: env('S3_SECRET_ACCESS_KEY', z.string().min(1).optional()),
    /** `on` for MinIO and most self-hosted servers (endpoint/bucket/key addresses). */
    s3ForcePathStyle: env('S3_FORCE_PATH_STYLE', onOff('off')),
    /** Prepended to every object key, e.g. `lld/`, to share a bucket. */
    s3Prefix: env(
      'S3_PREFIX',
      z
        .string()
        .regex(/^([a-z0-9][a-z0-9._-]*\/)*$/, 'lower-case path segments ending in /, e.g. lld/')
        .default(''),
    ),
    /** `on`: clients fetch files and segments from the bucket by short-lived signed URLs, not through Node. */
    s3SignedUrls: env('S3_SIGNED_URLS', onOff('off')),
    /** The endpoint as clients reach it, for those URLs (default S3_ENDPOINT). */
    s3PublicEndpoint: env('S3_PUBLIC_ENDPOINT', z.url().transform(noTrailingSlash).optional()),
  },
  /** Operations endpoints and shutdown (issue 18, docs/operator-guide.md "Operations"). */
  operations: {
    /** Addresses and CIDR ranges that may read /metrics (besides a caller with METRICS_TOKEN). */
    metricsAllow: env(
      'METRICS_ALLOW',
      z
        .string()
        .default('127.0.0.1,::1')
        .transform(csv)
        .pipe(
          z.array(
            z
              .string()
              .regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'expected IP addresses or CIDR ranges, e.g. 10.0.0.0/8'),
          ),
        ),
    ),
    /** `Authorization: Bearer <METRICS_TOKEN>` reads /metrics from any address. */
    metricsToken: env('METRICS_TOKEN', z.string().min(16, 'must be at least 16 characters').optional()),
    /** On SIGTERM: how long /readyz answers 503 before the node stops accepting connections. */
    drainSeconds: env('SHUTDOWN_DRAIN_SECONDS', z.coerce.number().min(0).max(300).default(0)),
    /** Then: how long in-flight requests may take before the process exits anyway. */
    shutdownTimeoutSeconds: env('SHUTDOWN_TIMEOUT_SECONDS', z.coerce.number().min(1).max(600).default(25)),
  },
} as const satisfies SettingTree;

export type Settings = Parsed<typeof SETTINGS>;

function isSetting(v: Setting | SettingTree): v is Setting {
  return typeof (v as Setting).env === 'string' && (v as Setting).schema instanceof z.ZodType;
}

export function flatten(tree: SettingTree, out: Record<string, z.ZodType> = {}): Record<string, z.ZodType> {
  for (const v of Object.values(tree)) {
    if (!isSetting(v)) flatten(v, out);
    else if (v.env in out) throw new ConfigError(`${v.env} is declared twice in SETTINGS`);
    else out[v.env] = v.schema;
  }
  return out;
}

export function pick(tree: SettingTree, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, v]) => [key, isSetting(v) ? values[v.env] : pick(v, values)]),
  );
}

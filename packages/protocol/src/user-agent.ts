/**
 * The `X-User-Agent` header of PROTOCOL.md §2 and the device/browser detection of spec §7.
 * Detection is a small table of regular expressions (no UA-parsing dependency) tuned for the
 * phones and in-app browsers of the Chinese market.
 */
import { CLIENT_VERSION } from './constants.ts';

export const SYS_TYPES = Object.freeze(['light', 'h5_pc', 'h5_android', 'h5_ios'] as const);
export type SysType = (typeof SYS_TYPES)[number];

/** DevType when the device cannot be identified (spec §7). */
export const DEV_TYPE_FALLBACK = 'Apple iPhone mobile';
/** BuildID when the browser cannot be identified. */
export const BUILD_ID_UNKNOWN = 'Unknown';

export interface XUserAgentFields {
  devType: string;
  sysType: SysType;
  /** Client version; `CLIENT_VERSION` (`2.1.1`) when omitted. */
  ver?: string;
  buildId: string;
}

/**
 * `DevType=<v>&SysType=<v>&Ver=<v>&BuildID=<v>`, serialised by URLSearchParams (a space
 * becomes `+`), keys in that order.
 */
export function buildXUserAgent(fields: XUserAgentFields): string {
  return new URLSearchParams([
    ['DevType', fields.devType],
    ['SysType', fields.sysType],
    ['Ver', fields.ver ?? CLIENT_VERSION],
    ['BuildID', fields.buildId],
  ]).toString();
}

/** X-User-Agent of the current browser, from `navigator.userAgent` and the stored isLight flag. */
export function xUserAgentFor(navigatorUA: string, isLight = false, ver: string = CLIENT_VERSION): string {
  return buildXUserAgent({
    devType: detectDevType(navigatorUA),
    sysType: detectSysType(navigatorUA, isLight),
    ver,
    buildId: detectBuildId(navigatorUA),
  });
}

const XUA_KEYS = ['DevType', 'SysType', 'Ver', 'BuildID'] as const;

/**
 * Parses an `X-User-Agent` header. Returns `null` unless it holds exactly the keys DevType,
 * SysType, Ver and BuildID in that order, and SysType is one of `light`, `h5_pc`,
 * `h5_android`, `h5_ios`.
 */
export function parseXUserAgent(text: string | null | undefined): Required<XUserAgentFields> | null {
  if (typeof text !== 'string' || text === '') return null;
  const entries = [...new URLSearchParams(text)];
  if (entries.length !== XUA_KEYS.length) return null;
  for (let i = 0; i < XUA_KEYS.length; i++) if (entries[i]![0] !== XUA_KEYS[i]) return null;
  const sysType = entries[1]![1];
  if (!isSysType(sysType)) return null;
  return { devType: entries[0]![1], sysType, ver: entries[2]![1], buildId: entries[3]![1] };
}

export function isSysType(value: unknown): value is SysType {
  return typeof value === 'string' && (SYS_TYPES as readonly string[]).includes(value);
}

const IOS_RE = /\b(?:iPhone|iPad|iPod)\b/;
const ANDROID_RE = /\bAndroid\b|\b(?:Open)?Harmony(?:OS)?\b/i;

/**
 * `light` when the stored isLight flag is set; else `h5_ios` for iPhone, iPad and iPod;
 * `h5_android` for Android (and HarmonyOS, the Android-family phones of the same market);
 * else `h5_pc`.
 */
export function detectSysType(navigatorUA: string, isLight: unknown = false): SysType {
  if (isLight) return 'light';
  const ua = navigatorUA ?? '';
  if (IOS_RE.test(ua)) return 'h5_ios';
  if (ANDROID_RE.test(ua)) return 'h5_android';
  return 'h5_pc';
}

/** Model-code patterns to vendor names, first match wins. */
const VENDOR_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:SAMSUNG\b|SM-|SCH-|SGH-|GT-|Galaxy)/i, 'Samsung'],
  [/^(?:Pixel|Nexus)\b/i, 'Google'],
  [/^(?:Xiaomi|Redmi|MI\s|MI\d|MIX\b|POCO|M\d{4}[A-Z]\d|2\d{3}[0-9A-Z]{3,}$)/i, 'Xiaomi'],
  [/^HUAWEI\b/i, 'Huawei'],
  [/^HONOR\b/i, 'Honor'],
  [/^[A-Z]{3}-(?:AN|AL|TL|NX|LX|L\d|W\d|BX)\d{1,2}/, 'Huawei'],
  [/^(?:OnePlus|ONEPLUS)/i, 'OnePlus'],
  [/^(?:OPPO\b|CPH\d{4}|P[A-Z]{2}\d{3}$)/i, 'OPPO'],
  [/^(?:RMX\d{4}|realme)/i, 'Realme'],
  [/^(?:vivo\b|V\d{4}[A-Z]{0,2}$)/i, 'vivo'],
  [/^(?:MEIZU|MZ-)/i, 'Meizu'],
  [/^(?:moto|XT\d{4})/i, 'Motorola'],
  [/^Lenovo/i, 'Lenovo'],
  [/^(?:Xperia|SO-\d|SOV\d)/i, 'Sony'],
  [/^(?:LG|LM-)/i, 'LG'],
  [/^Nokia/i, 'Nokia'],
  [/^ZTE/i, 'ZTE'],
  [/^(?:Infinix)/i, 'Infinix'],
  [/^(?:TECNO)/i, 'Tecno'],
];

/** Segments of the platform parenthesis that are not a model name. */
const NOT_A_MODEL_RE =
  /^(?:K|U|wv|Linux|Mobile|Tablet|HarmonyOS|OpenHarmony.*|HMSCore.*|[a-z]{2}(?:[-_][a-zA-Z]{2,4})?|Android.*)$/;

function vendorOf(model: string): string | undefined {
  for (const [re, vendor] of VENDOR_PATTERNS) if (re.test(model)) return vendor;
  return undefined;
}

/** Drops a leading vendor word from a model name (`HUAWEI P30` → `P30`, but `Redmi Note 8` stays). */
function stripVendorWord(model: string, vendor: string): string {
  const lead = /^(\S+)\s+(.+)$/.exec(model);
  if (lead && lead[1]!.toLowerCase() === vendor.toLowerCase()) return lead[2]!;
  return model;
}

function join(vendor: string | undefined, model: string, type: string): string {
  return (vendor ? `${vendor} ${model} ${type}` : `${model} ${type}`).replace(/\s+/g, ' ').trim();
}

/**
 * `vendor model type` of the device (spec §7), e.g. `Apple iPhone mobile`,
 * `Google Pixel 8 Pro mobile`, `Samsung SM-X700 tablet`, `Apple Macintosh desktop`. Whenever
 * the model is unknown (Windows and Linux desktops, Android's reduced `K` user agent…) the
 * value is the spec's fallback `Apple iPhone mobile`.
 */
export function detectDevType(navigatorUA: string): string {
  const ua = navigatorUA ?? '';
  const apple = /\b(iPhone|iPad|iPod)\b/.exec(ua);
  if (apple) return `Apple ${apple[1]!} ${apple[1] === 'iPad' ? 'tablet' : 'mobile'}`;

  const harmony = /\((Phone|Tablet|PC); OpenHarmony\b/.exec(ua);
  if (harmony) {
    const kind = harmony[1] === 'Tablet' ? 'tablet' : harmony[1] === 'PC' ? 'desktop' : 'mobile';
    return `Huawei HarmonyOS ${kind}`;
  }

  const platform = /\(([^)]*)\)/.exec(ua)?.[1] ?? '';
  if (/\bAndroid\b/.test(platform)) {
    const segments = platform.split(';').map((s) => s.trim());
    const start = segments.findIndex((s) => /^Android\b/.test(s));
    const raw = segments.slice(start + 1).find((s) => s !== '' && !NOT_A_MODEL_RE.test(s));
    const model = raw?.replace(/\s+Build\/.*$/, '').trim();
    if (!model) return DEV_TYPE_FALLBACK;
    const type = /\bMobile\b/.test(ua) ? 'mobile' : 'tablet';
    const vendor = vendorOf(model);
    return join(vendor, vendor ? stripVendorWord(model, vendor) : model, type);
  }

  if (/\bMacintosh\b/.test(ua)) return 'Apple Macintosh desktop';
  return DEV_TYPE_FALLBACK;
}

/** Browser patterns, most specific first (in-app browsers before the engines they embed). */
const BROWSER_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bMicroMessenger\/([\d.]+)/i, 'WeChat'],
  [/\bwxwork\/([\d.]+)/i, 'WeCom'],
  [/\bDingTalk\/([\d.]+)/i, 'DingTalk'],
  [/\bAlipayClient\/([\d.]+)/i, 'Alipay'],
  [/\bWeibo\b.*?__weibo__([\d.]+)/i, 'Weibo'],
  [/\bQQ\/([\d.]+)/, 'QQ'],
  [/\bM?QQBrowser\/([\d.]+)/i, 'QQBrowser'],
  [/\bUCBrowser\/([\d.]+)/i, 'UCBrowser'],
  [/\bQuark\/([\d.]+)/i, 'Quark'],
  [/\bbaiduboxapp\/([\d.]+)/i, 'Baidu'],
  [/\b(?:HuaweiBrowser|HBPC)\/([\d.]+)/i, 'HuaweiBrowser'],
  [/\bHeyTapBrowser\/([\d.]+)/i, 'HeyTapBrowser'],
  [/\bVivoBrowser\/([\d.]+)/i, 'VivoBrowser'],
  [/\bMiuiBrowser\/([\d.]+)/i, 'MiuiBrowser'],
  [/\bSamsungBrowser\/([\d.]+)/i, 'Samsung Internet'],
  [/\bEdg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/\b(?:OPR|OPT|OPiOS)\/([\d.]+)/, 'Opera'],
  [/\b(?:Firefox|FxiOS)\/([\d.]+)/, 'Firefox'],
  [/\bCriOS\/([\d.]+)/, 'Chrome'],
  [/\bHeadlessChrome\/([\d.]+)/, 'Chrome Headless'],
  [/; wv\).*?\bChrome\/([\d.]+)/, 'Chrome WebView'],
  [/\bChrome\/([\d.]+)/, 'Chrome'],
  [/\bVersion\/([\d.]+).*\bSafari\//, 'Safari'],
  [/\bAppleWebKit\/([\d.]+)/, 'WebKit'],
];

/**
 * `name version` of the browser (spec §7), e.g. `Chrome 126.0.0.0`, `Safari 17.4`,
 * `WeChat 8.0.47`; `Unknown` when nothing matches.
 */
export function detectBuildId(navigatorUA: string): string {
  const ua = navigatorUA ?? '';
  for (const [re, name] of BROWSER_PATTERNS) {
    const m = re.exec(ua);
    if (m) return `${name} ${m[1]!.replace(/\.$/, '')}`;
  }
  return BUILD_ID_UNKNOWN;
}

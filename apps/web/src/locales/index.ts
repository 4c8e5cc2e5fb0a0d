// zh-CN messages, merged from one file per namespace under ./zh-CN/.
// `t('tabs.home')` is type-checked: a key that does not exist is a compile error.
import account from './zh-CN/account';
import app from './zh-CN/app';
import comics from './zh-CN/comics';
import common from './zh-CN/common';
import community from './zh-CN/community';
import gallery from './zh-CN/gallery';
import home from './zh-CN/home';
import mine from './zh-CN/mine';
import notFound from './zh-CN/notFound';
import novels from './zh-CN/novels';
import session from './zh-CN/session';
import tabs from './zh-CN/tabs';
import unlock from './zh-CN/unlock';
import wallet from './zh-CN/wallet';

export const messages = {
  account,
  app,
  comics,
  common,
  community,
  gallery,
  home,
  mine,
  notFound,
  novels,
  session,
  tabs,
  unlock,
  wallet,
} as const;

type Messages = typeof messages;
type Namespace = keyof Messages & string;

/** Every `namespace.key` pair, e.g. `'tabs.home' | 'common.noMore' | …`. */
export type MessageKey = {
  [N in Namespace]: `${N}.${keyof Messages[N] & string}`;
}[Namespace];

export type MessageVars = Record<string, string | number>;

/**
 * The zh-CN text of `key`. `{name}` placeholders are replaced from `vars`; a placeholder
 * without a value is left as written so a missing value is visible, not silently empty.
 */
export function t(key: MessageKey, vars?: MessageVars): string {
  const dot = key.indexOf('.');
  const ns = key.slice(0, dot) as Namespace;
  const name = key.slice(dot + 1);
  const text = (messages[ns] as Record<string, string>)[name] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, v: string) => (v in vars ? String(vars[v]) : whole));
}

/** Narrows a string coming from data (e.g. FOOTER_TABS labelKey) to a known key. */
export function isMessageKey(key: string): key is MessageKey {
  const dot = key.indexOf('.');
  if (dot <= 0) return false;
  const ns = messages[key.slice(0, dot) as Namespace] as Record<string, string> | undefined;
  return ns !== undefined && Object.hasOwn(ns, key.slice(dot + 1));
}

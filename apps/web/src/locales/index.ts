// zh-CN messages shared by the shell, components and lib (app, tabs, common, session, unlock,
// comments, upload), merged from one file per namespace under ./zh-CN/. A feature's own strings are not
// merged here: the feature reads its file through makeT (features/<x>/i18n.ts), so they travel
// with its chunks and adding a feature edits no shared list.
// `t('tabs.home')` is type-checked: a key that does not exist is a compile error.
import app from './zh-CN/app';
import comments from './zh-CN/comments';
import common from './zh-CN/common';
import session from './zh-CN/session';
import tabs from './zh-CN/tabs';
import unlock from './zh-CN/unlock';
import upload from './zh-CN/upload';

export const messages = {
  comments,
  app,
  common,
  session,
  tabs,
  unlock,
  upload,
} as const;

type Messages = typeof messages;
type Namespace = keyof Messages & string;

/** Every `namespace.key` pair, e.g. `'tabs.home' | 'common.noMore' | …`. */
export type MessageKey = {
  [N in Namespace]: `${N}.${keyof Messages[N] & string}`;
}[Namespace];

export type MessageVars = Record<string, string | number>;

/** The product's name (runtime config APP_NAME); `{app}` in any string reads it. */
let brand = '来了点';
export function setBrandName(name: string | undefined): void {
  if (name) brand = name;
}
export function brandName(): string {
  return brand;
}

function fill(text: string, vars?: MessageVars): string {
  if (!vars && !text.includes('{app}')) return text;
  return text.replace(/\{(\w+)\}/g, (whole, v: string) =>
    vars && v in vars ? String(vars[v]) : v === 'app' ? brand : whole,
  );
}

/**
 * The zh-CN text of `key`. `{name}` placeholders are replaced from `vars`; a placeholder
 * without a value is left as written so a missing value is visible, not silently empty.
 */
export function t(key: MessageKey, vars?: MessageVars): string {
  const dot = key.indexOf('.');
  const ns = key.slice(0, dot) as Namespace;
  const name = key.slice(dot + 1);
  return fill((messages[ns] as Record<string, string>)[name] ?? key, vars);
}

/** Narrows a string coming from data (e.g. FOOTER_TABS labelKey) to a known key. */
export function isMessageKey(key: string): key is MessageKey {
  const dot = key.indexOf('.');
  if (dot <= 0) return false;
  const ns = messages[key.slice(0, dot) as Namespace] as Record<string, string> | undefined;
  return ns !== undefined && Object.hasOwn(ns, key.slice(dot + 1));
}

/** A translator over one feature's strings: `tx('key', vars)`, with `{name}` placeholders filled like `t`. */
export function makeT<S extends Record<string, string>>(strings: S) {
  return (key: keyof S & string, vars?: MessageVars): string => {
    return fill(strings[key] ?? key, vars);
  };
}

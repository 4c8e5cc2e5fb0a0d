/**
 * Device identity: the stored device id (spec §4) and the X-User-Agent header (PROTOCOL §2),
 * built once per page from navigator.
 */
import { CLIENT_VERSION, DEVICE_ID_MAX_INVALID_LENGTH } from '@lld/protocol/constants';
import { randomUuidV4 } from '@lld/protocol/sign-core';
import { xUserAgentFor } from '@lld/protocol/user-agent';
import { getItem, isLight, STORAGE_KEYS, setItem } from './storage';

/** A new random device id: a v4 UUID without dashes (32 hex digits). */
export function newDeviceId(): string {
  return randomUuidV4().replace(/-/g, '');
}

/** The stored device id; a missing one or one of 6 characters or fewer is replaced and stored. */
export function getDeviceId(): string {
  const stored = getItem(STORAGE_KEYS.devID);
  if (stored && stored.length > DEVICE_ID_MAX_INVALID_LENGTH) return stored;
  const id = newDeviceId();
  setItem(STORAGE_KEYS.devID, id);
  return id;
}

let userAgent: string | null = null;

/** X-User-Agent for this page, computed on first use (the isLight flag is read then). */
export function getXUserAgent(): string {
  if (userAgent === null) {
    const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
    userAgent = xUserAgentFor(ua, isLight(), CLIENT_VERSION);
  }
  return userAgent;
}

/** Test helper: the next `getXUserAgent()` builds the header again. */
export function resetXUserAgent(): void {
  userAgent = null;
}

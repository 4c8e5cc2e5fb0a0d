/**
 * The player's 清晰度 rules (issue 22 point 4), pure: labels by height, the remembered choice
 * (per device), which hls.js level a choice means, and what a tap on a choice does (play it, or
 * offer VIP for the members' rendition).
 */
import type { PlayQuality } from '@lld/protocol/api/media';

export const QUALITY_KEY = 'lld:quality';

/** `360` → `360P` (the VIP page's 1080P, by height). */
export function qualityLabel(height: number): string {
  return `${height}P`;
}

/** The height chosen last time on this device, or null for 自动. */
export function rememberedQuality(): number | null {
  try {
    const n = Number(localStorage.getItem(QUALITY_KEY));
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

export function rememberQuality(height: number | null): void {
  try {
    if (height === null) localStorage.removeItem(QUALITY_KEY);
    else localStorage.setItem(QUALITY_KEY, String(height));
  } catch {
    // not remembered
  }
}

/** hls.js level index for a wanted height: -1 (automatic) for 自动 or a height the stream lacks here. */
export function levelFor(levels: ReadonlyArray<{ height: number }>, wanted: number | null): number {
  if (wanted === null) return -1;
  return levels.findIndex((l) => l.height === wanted);
}

/** The choice in effect: the wanted height when the playing stream has it, else 自动 (null). */
export function effectiveQuality(levels: readonly number[], wanted: number | null): number | null {
  return wanted !== null && levels.includes(wanted) ? wanted : null;
}

export type QualityTap = { kind: 'apply'; height: number | null } | { kind: 'upsell' } | { kind: 'none' };

/**
 * What tapping a choice does: 自动 (null) always applies; a rendition locked for this caller
 * (the members' one, for a non-member) opens the VIP offer and is not applied; a rendition the
 * engine cannot pick (native HLS plays 自动 only) does nothing.
 */
export function tapQuality(choice: PlayQuality | null, levels: readonly number[]): QualityTap {
  if (choice === null) return { kind: 'apply', height: null };
  if (choice.locked) return { kind: 'upsell' };
  if (!levels.includes(choice.height)) return { kind: 'none' };
  return { kind: 'apply', height: choice.height };
}

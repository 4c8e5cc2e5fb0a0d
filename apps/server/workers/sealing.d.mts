import type { KeyObject } from 'node:crypto';

export declare const IV_LENGTH: number;
export declare const TAG_LENGTH: number;
export declare function ivSource(): () => Buffer;
export declare function sealedLength(headLength: number, jsonBytes: number, tailLength: number): number;
export declare function sealBetween(
  key: KeyObject,
  iv: Uint8Array,
  json: string | Uint8Array,
  head: Buffer,
  tail: Buffer,
  out?: Buffer,
  at?: number,
): Buffer;

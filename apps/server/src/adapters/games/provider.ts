import { createHmac, timingSafeEqual } from 'node:crypto';
import { type LgpParams, lgpFresh, lgpSigned, lgpVerify } from './lgp.ts';

/**
 * A game provider as we see it (the operator side of LGP/1, lgp.ts): we build a signed launch
 * URL for a user; the provider then calls us to verify the launch token and to report scores,
 * both signed with the secret we share. A real provider plugs in by speaking LGP/1 (or by an
 * adapter implementing this interface); the sandbox provider (sandbox/) speaks it too.
 */

export interface LaunchInput {
  /** The provider's id of the game. */
  providerGameId: string;
  /** Our one-use launch token. */
  token: string;
  /** Our user, as the opaque player id this provider sees. */
  player: string;
  /** Where the provider reaches us: `<origin>/api/game/provider/<name>`. */
  api: string;
  /** UTC seconds the token stops working. */
  expiresAt: number;
  /** Our site's origin as the user reaches it (a provider mounted on our site is under it). */
  siteOrigin: string;
}

export type Checked<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'bad_signature' | 'stale' | 'bad_request' };

export interface VerifyRequest {
  token: string;
  player: string;
}
export interface ScoreReport {
  session: string;
  event: string;
  score: number;
}

export interface GameProvider {
  /** Also the last segment of our callback base: /api/game/provider/<name>. */
  readonly name: string;
  launchUrl(input: LaunchInput): string;
  /** The opaque id this provider sees for our user (stable, reveals nothing). */
  playerId(userId: number): string;
  checkVerify(params: LgpParams, now: number): Checked<VerifyRequest>;
  checkScore(params: LgpParams, now: number): Checked<ScoreReport>;
  /** Our JSON answer to the provider, signed. */
  answer(body: Record<string, string | number | boolean>, now: number): Record<string, string>;
}

export const MAX_SCORE = 1_000_000_000;

export interface LgpProviderOptions {
  name: string;
  /** Our account at the provider (`op`). */
  operator: string;
  secret: string;
  /** Base of the provider's pages as the browser opens them (may depend on our origin). */
  browserBase: (siteOrigin: string) => string;
}

export class LgpProvider implements GameProvider {
  readonly name: string;
  readonly #o: LgpProviderOptions;

  constructor(options: LgpProviderOptions) {
    this.name = options.name;
    this.#o = options;
  }

  launchUrl(input: LaunchInput): string {
    const params = lgpSigned(
      {
        v: '1',
        op: this.#o.operator,
        game: input.providerGameId,
        token: input.token,
        player: input.player,
        api: input.api,
        exp: String(input.expiresAt),
      },
      this.#o.secret,
    );
    return `${this.#o.browserBase(input.siteOrigin)}/launch?${new URLSearchParams(params)}`;
  }

  playerId(userId: number): string {
    return `p${createHmac('sha256', this.#o.secret).update(`player:${userId}`).digest('hex').slice(0, 24)}`;
  }

  /** The user a player id names, among candidates (we only ever need to confirm one). */
  isPlayer(player: string, userId: number): boolean {
    const a = Buffer.from(player);
    const b = Buffer.from(this.playerId(userId));
    return a.length === b.length && timingSafeEqual(a, b);
  }

  #check(params: LgpParams, now: number): 'bad_signature' | 'stale' | 'bad_request' | null {
    if (!lgpVerify(params, this.#o.secret)) return 'bad_signature';
    if (params.op !== this.#o.operator) return 'bad_request';
    if (!lgpFresh(params.ts, now)) return 'stale';
    return null;
  }

  checkVerify(params: LgpParams, now: number): Checked<VerifyRequest> {
    const bad = this.#check(params, now);
    if (bad) return { ok: false, reason: bad };
    const { token, player } = params;
    if (!token || !player || token.length > 100 || player.length > 100)
      return { ok: false, reason: 'bad_request' };
    return { ok: true, value: { token, player } };
  }

  checkScore(params: LgpParams, now: number): Checked<ScoreReport> {
    const bad = this.#check(params, now);
    if (bad) return { ok: false, reason: bad };
    const { session, event, score } = params;
    if (!session || !event || !score || session.length > 100 || !/^[A-Za-z0-9_-]{8,64}$/.test(event))
      return { ok: false, reason: 'bad_request' };
    if (!/^\d{1,10}$/.test(score) || Number(score) > MAX_SCORE) return { ok: false, reason: 'bad_request' };
    return { ok: true, value: { session, event, score: Number(score) } };
  }

  answer(body: Record<string, string | number | boolean>, now: number): Record<string, string> {
    const text: Record<string, string> = {};
    for (const [k, v] of Object.entries(body)) text[k] = String(v);
    return lgpSigned({ ...text, ts: String(now) }, this.#o.secret);
  }
}

import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import { type GameProvider, LgpProvider } from './provider.ts';

/** Where the sandbox game provider is mounted on our own server. */
export const GAMES_SANDBOX_PREFIX = '/sandbox-games';
/** Our account at the sandbox provider. */
export const SANDBOX_OPERATOR = 'lld';

/** The secret we share with the sandbox provider, derived from APP_SIGN_KEY (stable per installation). */
export function sandboxGamesSecret(config: Pick<Config, 'signKey'>): string {
  return createHmac('sha256', config.signKey).update('lld-sandbox-games').digest('hex');
}

/**
 * The providers games may name: `sandbox` (bundled, mounted at /sandbox-games) and, when
 * GAME_PROVIDER_URL and GAME_PROVIDER_SECRET are set, one outside LGP/1 provider under
 * GAME_PROVIDER_NAME (default `remote`).
 */
export function createGameProviders(config: Config): Map<string, GameProvider> {
  const providers = new Map<string, GameProvider>();
  providers.set(
    'sandbox',
    new LgpProvider({
      name: 'sandbox',
      operator: SANDBOX_OPERATOR,
      secret: sandboxGamesSecret(config),
      browserBase: (origin) => `${config.publicUrl ?? origin}${GAMES_SANDBOX_PREFIX}`,
    }),
  );
  const remote = config.games;
  if (remote.url && remote.secret)
    providers.set(
      remote.name,
      new LgpProvider({
        name: remote.name,
        operator: remote.operator,
        secret: remote.secret,
        browserBase: () => remote.url!,
      }),
    );
  return providers;
}

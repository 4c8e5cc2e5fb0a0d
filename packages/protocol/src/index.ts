/**
 * Convenience entry for the server: everything of the package except the zod schemas of
 * `api/`. The web app imports the file it needs (`@lld/protocol/sign`) so tree-shaking stays
 * exact.
 */
export * from './base64.ts';
export * from './chunk.ts';
export * from './cipher.ts';
export * from './constants.ts';
export * from './format.ts';
export * from './image-codec.ts';
export * from './result-codes.ts';
export * from './routes.ts';
export * from './sign.ts';
export * from './tables.ts';
export * from './themes.ts';
export * from './user-agent.ts';
export * from './vip.ts';

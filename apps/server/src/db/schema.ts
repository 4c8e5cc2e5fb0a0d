// The whole Drizzle schema: one file per area under schema/, so modules add their tables
// without editing each other's. drizzle-kit reads schema/*.ts directly.

export * from './schema/account.ts';
export * from './schema/comics.ts';
export * from './schema/community.ts';
export * from './schema/core.ts';
export * from './schema/gallery.ts';
export * from './schema/media.ts';
export * from './schema/novels.ts';
export * from './schema/wallet.ts';

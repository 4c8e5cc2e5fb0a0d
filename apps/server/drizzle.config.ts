import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/core.schema.ts', './src/adapters/*/*.schema.ts', './src/modules/*/*.schema.ts'],
  out: './drizzle',
});

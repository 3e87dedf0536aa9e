import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/api/db/src/schema/index.ts',
  out: './libs/api/db/migrations',
  strict: true,
  verbose: true,
});

import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from packages/server) writes the next versioned migration into drizzle/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

// drizzle-kit: `npm run db:generate` writes a new versioned migration to
// ./drizzle from the schema; the server applies them at start (src/db/migrate.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` (from apps/api) writes a new versioned SQL migration into
// drizzle/ after a change to src/db/schema.ts; the server applies them at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});

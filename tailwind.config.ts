import type { Config } from "tailwindcss";

// Loaded from packages/portal-widgets/src/styles.css with `@config`. Tailwind 4 keeps the
// theme in CSS (`@theme` there); this file only says where the classes are used, so the
// published styles.css holds exactly the utilities the widgets need.
export default {
  content: ["./packages/portal-widgets/src/**/*.{ts,tsx}", "!./packages/portal-widgets/src/**/*.test.{ts,tsx}"],
} satisfies Config;

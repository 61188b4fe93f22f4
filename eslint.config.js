import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "storybook-static/**",
      ".storybook/public/**",
      "**/.data/**",
      "e2e/screenshots/**",
      "test-results/**",
      "apps/host/public/embed/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // A function a reader can hold in their head: split longer ones into named parts. Tests,
    // stories and test helpers read as scripts and are exempt; data tables are not functions.
    files: ["packages/*/src/**/*.{ts,tsx}", "apps/*/src/**/*.{ts,tsx}", "scripts/**/*.mjs"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.testing.{ts,tsx}", "**/*.stories.tsx", "**/src/testing/**"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // dependency-cruiser reads its configuration as CommonJS.
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
  },
  {
    files: ["**/*.tsx", "packages/portal-widgets/src/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Widgets know no router and never fetch by hand (DESIGN.md: who may import whom).
    files: ["packages/portal-widgets/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "react-router-dom", message: "Widgets navigate through the provider's navigate and links." },
            { name: "react-router", message: "Widgets navigate through the provider's navigate and links." },
          ],
        },
      ],
    },
  },
);

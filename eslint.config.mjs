// Lint rules for the whole repository (run by `npm run lint`, which `npm test` runs): Next's
// core-web-vitals and TypeScript presets, plus the project's own layering rule for lib/.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([".next/**", ".data/**", "coverage/**", "reports/**", ".stryker-tmp/**", "next-env.d.ts", ".scratch/**", "tests/e2e/.artifacts/**", "functions/node_modules/**", "functions/lib/**"]),
  {
    // Findings are failures: `npm run lint` must print nothing, so a warning is as bad as an error.
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-unused-expressions": "error",
    },
  },
  {
    // Links to pages go through SiteLink, which fetches a page ahead only when a visitor reaches for it.
    files: ["app/**", "components/**"],
    ignores: ["components/ui/site-link.tsx"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "next/link", message: "Use SiteLink (components/ui/site-link.tsx)." }] }],
    },
  },
  {
    // The tests' use… helpers (useBrowser, useTestDatabase) register jest hooks; no React runs there.
    files: ["tests/e2e/**", "tests/integration/**", "tests/support/**", "dev/*/tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // lib/ is what everything else builds on: it never reaches up into routes or UI.
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/app/*", "@/components/*", "**/app/*", "**/components/*"], message: "lib/ never imports from app/ or components/." },
          ],
        },
      ],
    },
  },
]);

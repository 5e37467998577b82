// Lint rules: Next's presets plus the project's layers: UI never imports a Firebase SDK or lib/firebase,
// lib/ never imports routes or UI, lib/content knows no screen. Import cycles are madge's (npm run lint).
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// Links are plain anchors: each page is prerendered and loads whole, and next/link's client navigation
// would cost every page its code and prefetches for a few milliseconds between pages.
const NEXT_LINK = { name: "next/link", message: "Link with a plain <a>." };
const FIREBASE_SDK = {
  regex: "^firebase(-admin)?(/.*)?$",
  message: "Only lib/ talks to Firebase: read through lib/content, follow live through lib/live.",
};
const LIB_FIREBASE = {
  regex: "^@/lib/firebase(/.*)?$",
  message: "UI reads through lib/content and follows through lib/live, never lib/firebase.",
};
const UP_FROM_LIB = {
  group: ["@/app/*", "@/components/*", "**/app/*", "**/components/*"],
  message: "lib/ never imports from app/ or components/.",
};

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    ".next/**",
    ".data/**",
    "coverage/**",
    "reports/**",
    ".stryker-tmp/**",
    "next-env.d.ts",
    ".scratch/**",
    "tests/e2e/.artifacts/**",
    "functions/node_modules/**",
    "functions/lib/**",
  ]),
  {
    // Findings are failures: `npm run lint` must print nothing, so a warning is as bad as an error.
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-unused-expressions": "error",
      "@next/next/no-html-link-for-pages": "off",
    },
  },
  {
    files: ["components/**", "app/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [NEXT_LINK], patterns: [FIREBASE_SDK, LIB_FIREBASE] },
      ],
    },
  },
  {
    files: ["app/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [NEXT_LINK], patterns: [FIREBASE_SDK] }] },
  },
  {
    // The tests' use… helpers (useBrowser, useTestDatabase) register jest hooks; no React runs there.
    files: ["tests/e2e/**", "tests/integration/**", "tests/support/**", "dev/*/tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["lib/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [UP_FROM_LIB] }] },
  },
  {
    files: ["lib/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["react", "react-dom", "next/navigation", "next/link"].map((name) => ({
            name,
            message: "lib/content knows no screen.",
          })),
          patterns: [
            UP_FROM_LIB,
            {
              group: ["@/lib/live/*"],
              message: "lib/content knows no screen: lib/live follows it, not the other way.",
            },
          ],
        },
      ],
    },
  },
]);

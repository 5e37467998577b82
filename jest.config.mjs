// Three test tiers (see README): unit (jsdom), integration (the embedded Firestore), e2e (the production
// build in headless Chromium). `npm test` runs them in that order.
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Tests only ever use emulators: keep Google's auth library from probing the network for a cloud
// metadata server (test processes and the sites they start inherit this).
process.env.METADATA_SERVER_DETECTION = "none";

export const shared = {
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/support/empty-module.js",
    "^@/(.*)$": "<rootDir>/$1",
  },
  modulePathIgnorePatterns: ["<rootDir>/.next/", "<rootDir>/.data/"],
};

// Readers are tested against the database itself; Next's data cache only exists inside Next.
export const withoutNextCache = { "^next/cache$": "<rootDir>/tests/support/next-cache.ts" };

export const project = (config) =>
  createJestConfig({
    ...shared,
    ...config,
    moduleNameMapper: { ...shared.moduleNameMapper, ...config.moduleNameMapper },
  })();

export default async function config() {
  return {
    // A worker per core: Jest's default leaves one idle, which halves a two-core machine. (The browser
    // tests run in band: they share one site and its database.)
    maxWorkers: "100%",
    projects: [
      await project({
        displayName: "unit",
        testEnvironment: "jsdom",
        testMatch: [
          "<rootDir>/tests/unit/**/*.test.{ts,tsx}",
          "<rootDir>/dev/*/tests/unit/**/*.test.{ts,tsx}",
        ],
        setupFilesAfterEnv: ["<rootDir>/tests/support/jest-dom.ts"],
      }),
      await project({
        displayName: "integration",
        testEnvironment: "node",
        testMatch: [
          "<rootDir>/tests/integration/**/*.test.{ts,tsx}",
          "<rootDir>/dev/*/tests/integration/**/*.test.{ts,tsx}",
        ],
        moduleNameMapper: withoutNextCache,
      }),
      await project({
        displayName: "e2e",
        testEnvironment: "node",
        testMatch: ["<rootDir>/tests/e2e/**/*.test.{ts,tsx}"],
        globalSetup: "<rootDir>/tests/e2e/support/global-setup.ts",
        globalTeardown: "<rootDir>/tests/e2e/support/global-teardown.ts",
      }),
      // The Cloud Functions package in functions/, built first (its tests drive lib/, what a deploy uploads).
      await project({
        displayName: "functions",
        testEnvironment: "node",
        testMatch: ["<rootDir>/functions/tests/**/*.test.ts"],
      }),
    ],
  };
}

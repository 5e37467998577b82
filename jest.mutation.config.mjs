// The tests Stryker runs against each mutant of lib/forms and lib/content (`npm run test:mutation`):
// the direct tests of those modules, in Node, without the page
// components or the browser tier, so that a mutant costs a fraction of a second. Every file listed here
// also runs in `npm test` (unit or integration tier); this list only picks the ones that exercise the
// two folders' logic directly.
import { project, withoutNextCache } from "./jest.config.mjs";

export default async function config() {
  return project({
    displayName: "mutation",
    testEnvironment: "node",
    testMatch: [
      "<rootDir>/tests/unit/{forms,content}-*.test.ts",
      "<rootDir>/tests/integration/{forms,content}-*.test.ts",
      // In jsdom (named in each file): the forms' browser code, the inquiry list and its choices.
      "<rootDir>/tests/unit/forms-*.test.tsx",
      "<rootDir>/tests/unit/revalidate-route.test.ts",
      "<rootDir>/tests/unit/site-files.test.ts",
    ],
    // Left out: the property test draws dozens of random posts per run; the form actions' test posts
    // each form dozens of times against the database (submissions.ts has a direct test of its own); the
    // content tools run as child processes, which the mutant switch does not reach; the change feed's
    // run against the database leaves streams that end after jest has torn a run down (its unit test,
    // with a fake database and clock, covers the same logic).
    testPathIgnorePatterns: [
      "/node_modules/",
      "/tests/integration/forms-property\\.test\\.ts$",
      "/tests/integration/forms-actions\\.test\\.ts$",
      "/tests/integration/content-tools\\.test\\.ts$",
      "/tests/integration/content-change-feed\\.test\\.ts$",
    ],
    setupFilesAfterEnv: ["<rootDir>/tests/support/jest-dom.ts"],
    moduleNameMapper: withoutNextCache,
    // Of the files that import a mutant's module, only those holding a test that covers it are loaded.
    testSequencer: "<rootDir>/tests/support/mutation-sequencer.mjs",
  });
}

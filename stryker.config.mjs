// Mutation testing of the logic in lib/forms and lib/content (`npm run test:mutation`): Stryker changes
// the code one small way at a time and expects a test to fail for each change. Not part of `npm test`.
import { existsSync } from "node:fs";
import path from "node:path";

// The name of every test, written by `npm run test:mutation` before Stryker starts: the test runners
// (which inherit this environment) load only the files whose tests cover a mutant.
const testNames = path.resolve("reports/mutation/test-names.json");
if (existsSync(testNames)) process.env.MUTATION_TEST_NAMES ??= testNames;

// The forms' property tests run again for every change to the forms' code: fewer cases each time.
process.env.PROPERTY_RUNS ??= "60";

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
const config = {
  testRunner: "jest",
  jest: {
    projectType: "custom",
    configFile: "jest.mutation.config.mjs",
    enableFindRelatedTests: true,
  },
  coverageAnalysis: "perTest",
  // Static mutants are changes to code that runs once when a module loads (the zod schema definitions:
  // their messages, limits and patterns). Stryker cannot tell which test covers them, so it runs every
  // related test for each: about a fifth of the mutants and three quarters of the time. They are left
  // out of the score; the schema tests assert those messages and limits directly.
  ignoreStatic: true,
  mutate: [
    "lib/forms/**/*.ts",
    "lib/content/**/*.ts",
    // Data, not logic: the demo catalogue is checked against the schemas by a unit test instead.
    "!lib/content/demo-content.ts",
  ],
  // Four runners on two cores: a run against the embedded database waits on it about as much as it
  // computes (measured: 4 runners took 5 min where 2 took 7 for the same 215 mutants).
  concurrency: 4,
  // A mutant's time limit is 1.5 times its tests' time in the first run plus this margin. A mutant
  // that loops (a dozen of them) waits out the limit and then its runner restarts; tests against the
  // embedded database take about two seconds a mutant with four runners on two cores.
  timeoutMS: 8_000,
  tempDirName: ".stryker-tmp",
  ignorePatterns: [".next", ".data", "reports", "tests/e2e", "coverage"],
  reporters: ["clear-text", "progress", "json", "html"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  thresholds: { high: 90, low: 80, break: 80 },
};

export default config;

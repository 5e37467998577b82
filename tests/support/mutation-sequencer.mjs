// The order of test files in a mutation run, and which of them run at all. Stryker runs, for each mutant,
// the test files that import the mutated module with a name pattern that selects the tests covering it;
// jest would still load every one of those files (firebase-admin and the embedded database included)
// only to skip their tests. With the names of every test written beforehand (`npm run test:mutation`
// lists them in MUTATION_TEST_NAMES), a file none of whose tests match is left out. A file not listed,
// or a run without a pattern, keeps every file.
import { readFileSync } from "node:fs";
import path from "node:path";
import TestSequencer from "@jest/test-sequencer";

/** Full test names by test file, relative to the project, from jest's JSON output; null without one. */
function testNames() {
  const file = process.env.MUTATION_TEST_NAMES;
  if (!file) return null;
  try {
    const { testResults } = JSON.parse(readFileSync(file, "utf8"));
    // The list lives in <project>/reports/mutation/.
    const root = path.resolve(path.dirname(file), "../..");
    return new Map(
      testResults.map((result) => [
        path.relative(root, result.name),
        result.assertionResults.map((test) => test.fullName),
      ]),
    );
  } catch {
    return null;
  }
}

const names = testNames();

export default class MutationSequencer extends TestSequencer {
  constructor(options) {
    super(options);
    // Jest matches a test name pattern without regard to case.
    this.pattern = options.globalConfig.testNamePattern
      ? new RegExp(options.globalConfig.testNamePattern, "i")
      : null;
  }

  async sort(tests) {
    const sorted = await super.sort(tests);
    if (!this.pattern || !names) return sorted;
    return sorted.filter((test) => {
      const known = names.get(path.relative(test.context.config.rootDir, test.path));
      return !known || known.some((name) => this.pattern.test(name));
    });
  }
}

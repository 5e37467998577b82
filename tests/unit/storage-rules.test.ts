/**
 * @jest-environment node
 */
// storage.rules, evaluated for every operation a client can ask for on the paths the site uses and on
// any other: no client reads or writes Cloud Storage (the server uploads through sessions it opens and
// signs download links). Each loosened copy of the file must make the checks fail, which shows they
// would catch a rule opened by mistake.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Operation } from "@/tests/support/firestore-rules-cases";
import { loadStorageRules, RulesNotUnderstood, type Rules } from "@/tests/support/firestore-rules";

const RULES = readFileSync(path.join(process.cwd(), "storage.rules"), "utf8");
const OPERATIONS: Operation[] = ["get", "list", "create", "update", "delete"];
// The inquiries' files, the folders above them, and paths the site does not use.
const PATHS = [
  "inquiries/abc123/1-drawing.pdf",
  "inquiries/abc123",
  "inquiries",
  "applications/abc123/1-cv.pdf",
  "images/products/reamer.png",
  "x",
];

/** Every operation on every path that the rules allow: must be none. */
function allowed(rules: Rules): string[] {
  return PATHS.flatMap((p) =>
    OPERATIONS.filter((op) => rules.allows(op, p)).map((op) => `${p} ${op}`),
  );
}

test("storage.rules: no client may read, list, create, update or delete anything", () => {
  expect(allowed(loadStorageRules(RULES))).toEqual([]);
});

test("the same holds for another bucket of the project", () => {
  expect(allowed(loadStorageRules(RULES, "another-bucket"))).toEqual([]);
});

const LOOSENED: { change: string; from: string | RegExp; to: string; caught: string }[] = [
  {
    change: "everything readable",
    from: "allow read, write: if false;",
    to: "allow read: if true; allow write: if false;",
    caught: "inquiries/abc123/1-drawing.pdf get",
  },
  {
    change: "uploads allowed",
    from: "allow read, write: if false;",
    to: "allow read: if false; allow create: if true;",
    caught: "inquiries/abc123/1-drawing.pdf create",
  },
  {
    change: "an open folder",
    from: "match /{allPaths=**} {",
    to: "match /inquiries/{id}/{file} { allow get; }\n    match /{allPaths=**} {",
    caught: "inquiries/abc123/1-drawing.pdf get",
  },
  {
    change: "listing allowed",
    from: "allow read, write: if false;",
    to: "allow list; allow read, write: if false;",
    caught: "inquiries/abc123 list",
  },
];

test.each(LOOSENED)("a copy with $change fails the check", ({ from, to, caught }) => {
  const loosened = RULES.replace(from, to);
  expect(loosened).not.toBe(RULES);
  expect(allowed(loadStorageRules(loosened))).toContain(caught);
});

test("the evaluator refuses a Storage rule it does not understand", () => {
  const rules = RULES.replace("if false;", "if request.auth != null;");
  expect(() => loadStorageRules(rules).allows("get", "inquiries/a/b")).toThrow(RulesNotUnderstood);
  expect(() =>
    loadStorageRules(RULES.replace("service firebase.storage", "service cloud.firestore")),
  ).toThrow(RulesNotUnderstood);
});

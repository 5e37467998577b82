/**
 * @jest-environment node
 */
// firestore.rules, evaluated for every collection and every operation a client can ask for: content is
// readable by anyone and writable by no one; everything else is closed. Each loosened copy of the file
// must make the same checks fail, which shows they would catch a rule opened by mistake.
import { readFileSync } from "node:fs";
import path from "node:path";
import { CONTENT, expectations, PRIVATE } from "@/tests/support/firestore-rules-cases";
import { loadRules, RulesNotUnderstood, type Rules } from "@/tests/support/firestore-rules";

const RULES = readFileSync(path.join(process.cwd(), "firestore.rules"), "utf8");

/** The expectations this rules text breaks, as readable lines ("Inquiries get: allowed"). */
function broken(rules: Rules): string[] {
  return expectations()
    .filter(({ operation, path, allowed }) => rules.allows(operation, path) !== allowed)
    .map(
      ({ target, operation, allowed }) =>
        `${target} ${operation}: ${allowed ? "refused" : "allowed"}`,
    );
}

test("the content collections are the ones the site reads", () => {
  expect(CONTENT).toEqual(
    expect.arrayContaining([
      "project",
      "home",
      "about_us",
      "Products",
      "Services",
      "color",
      "social_media",
      "clients",
      "career_detail",
      "quality_control",
      "our_teams",
      "privacy",
    ]),
  );
  expect(CONTENT.filter((name) => PRIVATE.includes(name))).toEqual([]);
});

test("firestore.rules: content readable by anyone and writable by no client; everything else closed", () => {
  const rules = loadRules(RULES);
  expect(broken(rules)).toEqual([]);
  // Spot checks in plain words.
  expect(rules.allows("get", "Products/form-tools")).toBe(true);
  expect(rules.allows("list", "Products")).toBe(true);
  expect(rules.allows("create", "Inquiries/new")).toBe(false);
  expect(rules.allows("list", "Career")).toBe(false);
  expect(rules.allows("update", "color/theme")).toBe(false);
  expect(rules.allows("delete", "project/site")).toBe(false);
});

// Each copy opens one thing; the checks must name it.
const LOOSENED: { change: string; from: string | RegExp; to: string; caught: string }[] = [
  {
    change: "content writable",
    from: "allow write: if false;",
    to: "allow write: if true;",
    caught: "Products create: allowed",
  },
  {
    change: "content updatable",
    from: "allow write: if false;",
    to: "allow write: if collection != 'Products';",
    caught: "home update: allowed",
  },
  {
    change: "Inquiries readable",
    from: "'project', ",
    to: "'project', 'Inquiries', ",
    caught: "Inquiries get: allowed",
  },
  {
    change: "form_rate_limits listable",
    from: "'project', ",
    to: "'project', 'form_rate_limits', ",
    caught: "form_rate_limits list: allowed",
  },
  {
    change: "the catch-all opened for reads",
    from: /allow read, write: if false;\s*\}\s*\}\s*\}\s*$/,
    to: "allow read: if true; allow write: if false; } } }",
    caught: "Career get: allowed",
  },
  {
    change: "a rule for Career that lets anyone create",
    from: "match /{document=**} {",
    to: "match /Career/{id} { allow create: if true; }\n    match /{document=**} {",
    caught: "Career create: allowed",
  },
  {
    change: "subcollections of content readable",
    from: "match /{collection}/{id} {",
    to: "match /{collection}/{id}/{sub=**} { allow read: if true; }\n    match /{collection}/{id} {",
    caught: "Products/form-tools/notes get: allowed",
  },
  {
    change: "deletes allowed on mail",
    from: "match /{document=**} {",
    to: "match /mail/{id} { allow delete; }\n    match /{document=**} {",
    caught: "mail delete: allowed",
  },
  {
    change: "a content collection made unreadable",
    from: "'Products', ",
    to: "",
    caught: "Products get: refused",
  },
];

test.each(LOOSENED)("a copy with $change fails the checks", ({ from, to, caught }) => {
  const loosened = RULES.replace(from, to);
  expect(loosened).not.toBe(RULES);
  expect(broken(loadRules(loosened))).toContain(caught);
});

describe("the evaluator refuses what it does not understand, instead of passing over it", () => {
  const wrap = (body: string) =>
    `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}`;

  test.each([
    [
      "a condition on the visitor",
      "match /Inquiries/{id} { allow create: if request.auth != null; }",
    ],
    [
      "a function call",
      "match /Inquiries/{id} { allow read: if exists(/databases/$(database)/documents/x/y); }",
    ],
    [
      "a function definition",
      "function open() { return true; }\nmatch /x/{id} { allow read: if open(); }",
    ],
    ["a number", "match /x/{id} { allow read: if 1 == 1; }"],
    ["an unknown operation", "match /x/{id} { allow lookup: if true; }"],
    ["a name that is not a wildcard", "match /x/{id} { allow read: if secret == 'a'; }"],
  ])("%s", (_, body) => {
    expect(() => loadRules(wrap(body)).allows("get", "x/1")).toThrow(RulesNotUnderstood);
  });

  test("a list whose rule depends on the document id cannot be decided", () => {
    const rules = loadRules(wrap("match /x/{id} { allow read: if id == 'public'; }"));
    expect(rules.allows("get", "x/public")).toBe(true);
    expect(rules.allows("get", "x/other")).toBe(false);
    expect(() => rules.allows("list", "x")).toThrow(RulesNotUnderstood);
  });

  test("a part of a condition is never skipped because another already decided", () => {
    const rules = loadRules(wrap("match /x/{id} { allow read: if true || missing == 'a'; }"));
    expect(() => rules.allows("get", "x/1")).toThrow(RulesNotUnderstood);
  });

  test("a wrong rules_version or another service is refused", () => {
    expect(() => loadRules(RULES.replace("rules_version = '2'", "rules_version = '1'"))).toThrow(
      RulesNotUnderstood,
    );
    expect(() =>
      loadRules(RULES.replace("service cloud.firestore", "service firebase.storage")),
    ).toThrow(RulesNotUnderstood);
  });

  test("recursive wildcards, nested matches and grants from several statements", () => {
    const rules = loadRules(
      wrap(
        "match /a/{id} { allow get: if id != 'hidden'; match /b/{rest=**} { allow read; } }\nmatch /{path=**} { allow create: if path == 'a/x'; }",
      ),
    );
    expect(rules.allows("get", "a/x")).toBe(true);
    expect(rules.allows("get", "a/hidden")).toBe(false);
    expect(rules.allows("list", "a")).toBe(false);
    expect(rules.allows("get", "a/x/b/y")).toBe(true);
    expect(rules.allows("get", "a/x/b/y/c/z")).toBe(true);
    expect(rules.allows("create", "a/x")).toBe(true);
    expect(rules.allows("create", "a/y")).toBe(false);
  });
});

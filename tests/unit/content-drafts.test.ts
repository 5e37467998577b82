/**
 * Node, also when the mutation tests run it (Stryker's environment reports coverage):
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// Drafts: `draft: true` keeps a list item off the public site, a `draft` that is not a boolean counts as a
// draft and as a problem (never published by accident), and the owners' preview shows drafts.
import { documentProblems } from "@/lib/content/document-problems";
import { draftOf, parseCollection, parseList } from "@/lib/content/parse";

const docs = [
  { id: "published", data: { product_name: "Published" } },
  { id: "explicit", data: { product_name: "Explicitly published", draft: false } },
  { id: "draft", data: { product_name: "Draft", draft: true } },
  { id: "typo", data: { product_name: "Typed wrong", draft: "yes" } },
];

beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test("the public site shows published items only; the preview shows drafts too", () => {
  expect(parseList("Products", docs).map((p) => p.id)).toEqual(["explicit", "published"]);
  expect(parseList("Products", docs, { drafts: true }).map((p) => p.id)).toEqual([
    "draft",
    "explicit",
    "published",
    "typo",
  ]);
  expect((parseCollection("Products", docs) as { id: string }[]).map((p) => p.id)).toEqual([
    "explicit",
    "published",
  ]);
});

test("a draft that is not a boolean is a draft and a problem, with what to type instead", () => {
  expect(draftOf("Products", docs[0])).toEqual({ draft: false });
  expect(draftOf("Products", docs[2])).toEqual({ draft: true });
  expect(draftOf("Products", docs[3])).toEqual({
    draft: true,
    problem: {
      collection: "Products",
      id: "typo",
      field: "draft",
      message:
        "must be true (a draft, hidden from the site) or false (published): a boolean, not text",
    },
  });
  expect(documentProblems("Products", docs[3]).map((p) => p.field)).toEqual(["draft"]);
  expect(documentProblems("Products", docs[2])).toEqual([]);
  // Settings are not list items: a `draft` field there means nothing.
  expect(documentProblems("project", { id: "site", data: { online: true, draft: "yes" } })).toEqual(
    [],
  );
});

test("fields typed as the wrong kind are told in plain words", () => {
  const problems = documentProblems("Products", {
    id: "p",
    data: { product_name: 42, applications: "drilling", specifications: [{ label: "Size" }] },
  });
  expect(problems.map((p) => `${p.field} ${p.message}`)).toEqual([
    "product_name must be text, not a number",
    "specifications, entry 1, value is missing: add it",
    "applications must be a list (an array), not text",
  ]);
});

test("a field that also takes text, typed as a number, is told both ways to type it", () => {
  const company = documentProblems("company", {
    id: "c",
    data: { name: "Precitech", phone: 9825041234, email: "info@example.in", address: 396035 },
  });
  expect(company.map((p) => `${p.field} ${p.message}`)).toEqual([
    "phone must be a list of phone numbers, or the numbers as text with commas between them, not a number",
    "address must be a list of lines, or the lines as text, one under the other, not a number",
  ]);
  // A year alone is a number, and as text it would still not be a date: the message says what is.
  const certificate = documentProblems("certifications", {
    id: "iso",
    data: { name: "ISO 9001:2015", issuer: "TÜV", valid_until: 2029 },
  });
  expect(certificate.map((p) => `${p.field} ${p.message}`)).toEqual([
    "valid_until must be a date typed year-month-day, such as 2027-03-31, or a timestamp, not a number",
  ]);
});

test("text typed where a list belongs is told once, as the wrong kind, not also as a list too long", () => {
  const story =
    "We started in a rented shed in GIDC Gundlav with one surface grinder and two people.";
  expect(
    documentProblems("about_us", { id: "a", data: { heading: "About", story } }).map(
      (p) => `${p.field} ${p.message}`,
    ),
  ).toEqual(["story must be a list (an array), not text"]);
});

test("a field the site does not read is told, with the name the owner most likely meant", () => {
  const problems = documentProblems("Products", {
    id: "tap-set",
    data: {
      product_name: "Tap Set",
      sumary: "Hand taps",
      Featured: true,
      catagory: "Taps",
      notes: "x",
    },
  });
  expect(problems.map((p) => `${p.field}: ${p.message.replace(/^.*?: /, "")}`)).toEqual([
    'sumary: did you mean "summary"?',
    'Featured: did you mean "featured"?',
    'catagory: did you mean "category"?',
    expect.stringMatching(
      /^notes: the fields of products are product_name, summary, .*, order, draft$/,
    ),
  ]);
  expect(problems[0].message).toMatch(
    /^is not a field the site reads, so what it holds is not shown/,
  );
  // Every field of the model, `draft` included, is read: no problem for them.
  expect(documentProblems("project", { id: "site", data: { online: true, draft: false } })).toEqual(
    [],
  );
});

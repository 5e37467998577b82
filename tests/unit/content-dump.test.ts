// The content tools' checks of an import file, before anything is written: unknown collections,
// documents that are not maps, fields that fail the schema (timestamps restored first), and the lines
// an owner reads.
import { formatProblem, ImportRefusedError, validateDump } from "@/lib/content/maintenance";

test("a file that is not an object of collections is refused as a whole", () => {
  for (const dump of [null, 3, "text", [{}]]) {
    expect(validateDump(dump)).toEqual([
      { collection: "(file)", id: "", field: "", message: "must be a JSON object of collections" },
    ]);
  }
});

test("an unknown collection is named with the known ones; a collection that is not a map of documents is refused", () => {
  const problems = validateDump({ Product: {}, clients: [], Inquiries: "x", Career: {} });
  expect(problems.map((p) => [p.collection, p.message.split(" (")[0]])).toEqual([
    ["Product", "is not a collection of this site"],
    ["clients", "must be an object of documents keyed by id"],
    ["Inquiries", "must be an object of documents keyed by id"],
  ]);
  expect(problems[0].message).toContain("Products, Services");
  expect(problems[0].message).toContain("Inquiries, Career, mail)");
});

test("each document must be a map; content documents must fit their schema, submissions need not", () => {
  const problems = validateDump({
    Products: {
      ok: { product_name: "Drill" },
      empty: { product_name: "" },
      list: ["x"],
      none: null,
    },
    Inquiries: { any: { anything: 1 } },
  });
  expect(problems).toEqual([
    { collection: "Products", id: "empty", field: "product_name", message: "must not be empty" },
    {
      collection: "Products",
      id: "list",
      field: "(document)",
      message: "must be an object of fields",
    },
    {
      collection: "Products",
      id: "none",
      field: "(document)",
      message: "must be an object of fields",
    },
  ]);
});

test("exported timestamps are checked as dates, in lists and maps too", () => {
  const job = (posted_on: unknown) => ({ career_detail: { job: { title: "Grinder", posted_on } } });
  expect(validateDump(job({ $timestamp: "2026-01-15T00:00:00.000Z" }))).toEqual([]);
  expect(validateDump(job({ $timestamp: 5 }))).toEqual([
    expect.objectContaining({ id: "job", field: "posted_on" }),
  ]);
  expect(validateDump(job({ $timestamp: "2026-01-15", extra: 1 }))).toEqual([
    expect.objectContaining({ field: "posted_on" }),
  ]);
  // Inside a list, a timestamp is restored too (and a list of text accepts it as its ISO text).
  expect(
    validateDump({
      Products: {
        p: { product_name: "Tap", applications: [{ $timestamp: "2026-01-15T00:00:00.000Z" }] },
      },
    }),
  ).toEqual([]);
});

test("problems read as one line each, with or without a field", () => {
  expect(
    formatProblem({ collection: "Products", id: "p", field: "order", message: "must be a number" }),
  ).toBe('Products/p: field "order" must be a number');
  expect(
    formatProblem({ collection: "color", id: "", field: "", message: "has no document" }),
  ).toBe("color has no document");
});

test("a refused import says how many problems and that nothing was written", () => {
  const error = new ImportRefusedError([{ collection: "x", id: "", field: "", message: "m" }]);
  expect(error.message).toBe("import refused: 1 problem(s); nothing was written");
  expect(error.name).toBe("ImportRefusedError");
  expect(error.problems).toHaveLength(1);
});

test("a document id Firestore does not take is refused before anything is written, in any collection", () => {
  const doc = { product_name: "Drill" };
  const problems = validateDump({
    Products: {
      "Products/drill": doc,
      "": doc,
      ".": doc,
      "..": doc,
      __drill__: doc,
      ["x".repeat(1501)]: doc,
      "drill-6mm": doc,
      __drill: doc,
    },
    Inquiries: { "a/b": { anything: 1 } },
  });
  expect(problems.map((p) => [p.collection, p.id])).toEqual([
    ["Products", ""],
    ["Products", ""],
    ["Products", ""],
    ["Products", ""],
    ["Products", ""],
    ["Products", ""],
    ["Inquiries", ""],
  ]);
  expect(problems.map(formatProblem)[0]).toBe(
    'Products has the document id "Products/drill", which Firestore does not take: an id holds no "/", is not empty, "." or "..", does not start and end with "__", and is at most 1,500 bytes',
  );
});

test("an exported timestamp changed into something that is not a date is named with its field, in submissions too", () => {
  expect(
    validateDump({
      career_detail: { job: { title: "Grinder", posted_on: { $timestamp: "01/10/2026 morning" } } },
      Inquiries: { q1: { name: "Asha", files: [{ uploaded_at: { $timestamp: "soon" } }] } },
    }).map(formatProblem),
  ).toEqual([
    'career_detail/job: field "posted_on" holds "01/10/2026 morning" as its $timestamp, which is not a date and time: write it as exported, such as 2026-01-15T00:00:00.000Z',
    'Inquiries/q1: field "files, entry 1, uploaded_at" holds "soon" as its $timestamp, which is not a date and time: write it as exported, such as 2026-01-15T00:00:00.000Z',
  ]);
});

test("a collection or id refused is named without a document or field; a long id is shown cut at 80 characters; a null document is not a map", () => {
  const long = `a/${"b".repeat(100)}`;
  expect(validateDump({ Product: {}, clients: [], Career: { [long]: {}, x: null } })).toEqual([
    {
      collection: "Product",
      id: "",
      field: "",
      message: expect.stringMatching(/^is not a collection/),
    },
    {
      collection: "clients",
      id: "",
      field: "",
      message: "must be an object of documents keyed by id",
    },
    {
      collection: "Career",
      id: "",
      field: "",
      message: expect.stringContaining(`has the document id "${long.slice(0, 80)}…", which`),
    },
    { collection: "Career", id: "x", field: "(document)", message: "must be an object of fields" },
  ]);
});

/**
 * Node, also when the mutation tests run it (Stryker's environment reports coverage):
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// What the owners read of a document beyond its schema: fields the site does not read (with the name
// they probably meant), a size table's cells that no column shows, paths naming no file of the site, and
// what becomes of the document (shown, a draft, expired).
import { documentProblems, reportAt } from "@/lib/content/document-problems";
import { describeProblem, type Problem } from "@/lib/content/parse";

const told = (problems: Problem[]) => problems.map(describeProblem);

const columns = [
  { key: "code", label: "Code" },
  { key: "diameter_mm", label: "Ø mm" },
  { key: "flutes", label: "Flutes" },
];

test("a row's key that no column names is reported once, at its first entry, with the column it probably meant", () => {
  const variants = [
    { code: "PR-04", diameter_mm: 4, flutes: 4 },
    { code: "PR-05", Diameter_mm: 5, flutes: 4 },
    { code: "PR-06", Diameter_mm: 6, flutes: 6, coating: "TiN" },
  ];
  const problems = documentProblems("Products", {
    id: "reamers",
    data: { product_name: "Reamers", variants, columns },
  });
  expect(problems.map(describeProblem)).toEqual([
    'field "variants, entry 2, Diameter_mm" is not a column of the size table, so it is not shown (entries 2, 3): did you mean "diameter_mm"?',
    'field "variants, entry 3, coating" is not a column of the size table, so it is not shown: add {key: "coating", label: …} to columns to show it',
  ]);
});

test("a column that no row fills is reported; a table without columns, or with every key named, has no problem", () => {
  const variants = [{ code: "PR-04", flutes: 4 }];
  expect(
    documentProblems("Products", { id: "p", data: { product_name: "P", variants, columns } }).map(
      describeProblem,
    ),
  ).toEqual([
    'field "columns, entry 2, key" is "diameter_mm", which no entry of variants has, so the column is empty: type the key in variants as it is here',
  ]);
  expect(
    documentProblems("Products", {
      id: "p",
      data: { product_name: "P", variants: [{ code: "A", size: 1 }] },
    }),
  ).toEqual([]);
  expect(
    documentProblems("Products", {
      id: "p",
      data: {
        product_name: "P",
        variants: [{ code: "A", diameter_mm: 1 }, { flutes: 2 }],
        columns,
      },
    }),
  ).toEqual([]);
  expect(documentProblems("Products", { id: "p", data: { product_name: "P", columns } })).toEqual(
    [],
  );
});

describe("a field the site does not read", () => {
  const fieldsOfProducts =
    "the fields of products are product_name, summary, description, image, category, price, specifications, variants, columns, applications, datasheet_url, featured, order, draft";
  const unread = (field: string) =>
    told(
      documentProblems("Products", { id: "p", data: { product_name: "P", [field]: "x" } }, null),
    );
  const guess = (field: string, meant: string) => [
    `field "${field}" is not a field the site reads, so what it holds is not shown: did you mean "${meant}"?`,
  ];
  const list = (field: string) => [
    `field "${field}" is not a field the site reads, so what it holds is not shown: ${fieldsOfProducts}`,
  ];

  test("is told with the field it most likely meant: typed in another case or with other separators, or a letter or two off", () => {
    expect(unread("Product - Name")).toEqual(guess("Product - Name", "product_name"));
    expect(unread("sumary")).toEqual(guess("sumary", "summary"));
    expect(unread("sumarry")).toEqual(guess("sumarry", "summary"));
    // A short name is only guessed one letter off: "odrer" is two from "order".
    expect(unread("imag")).toEqual(guess("imag", "image"));
    expect(unread("odrer")).toEqual(list("odrer"));
  });

  test("further off, even from a long name, the owners are given every field of the collection", () => {
    expect(unread("spcfcations")).toEqual(list("spcfcations"));
    expect(unread("cost")).toEqual(list("cost"));
  });

  test("a document that is not a map of fields is told so once, with no fields of its own", () => {
    for (const data of [null, "product_name", ["product_name"], 42])
      expect(told(documentProblems("Products", { id: "p", data }, null))).toEqual([
        'field "(document)" is not a map of fields',
      ]);
  });
});

describe("a path that names no file of the site", () => {
  const files = new Set([
    "/images/products/form-tool.svg",
    "/images/products/form tool.svg",
    "/datasheets/carbide-step-drill.pdf",
  ]);
  const problemsOf = (data: Record<string, unknown>, present: ReadonlySet<string> | null = files) =>
    told(documentProblems("Products", { id: "p", data: { product_name: "P", ...data } }, present));
  const missing = (field: string, hint: string) =>
    `field "${field}" is not a file of the website, so it is not shown: ${hint}`;
  const spelling =
    "check its spelling, or upload the file to Firebase Storage and type its https:// address";

  test("is told at its field, in a map or a list, with the file probably meant", () => {
    expect(
      problemsOf({
        image: "/images/products/form-tol.svg",
        summary: null,
        specifications: [{ label: "Drawing", value: "/datasheets/drawing.pdf" }],
        applications: ["Turning", " /videos/plant-tour.mp4 "],
      }),
    ).toEqual([
      'field "summary" must be text, not empty (null)',
      missing("image", 'did you mean "/images/products/form-tool.svg"?'),
      missing("specifications, entry 1, value", spelling),
      missing("applications, entry 2", spelling),
    ]);
  });

  test("a file of the site, with a query, a fragment or spaces typed as %20, is no problem", () => {
    expect(
      problemsOf({
        image: "/images/products/form-tool.svg?v=2",
        datasheet_url: "/datasheets/carbide-step-drill.pdf#page=2",
        applications: ["/images/products/form%20tool.svg"],
      }),
    ).toEqual([]);
    expect(problemsOf({ image: "/images/products/gauge.svg#top" })).toEqual([
      missing("image", spelling),
    ]);
  });

  test("a name ending in any extension with a letter is a file; text, web addresses and numbers are not", () => {
    expect(
      problemsOf({
        applications: ["/downloads/catalogue.7z", "/drawings/part.c", "/files/bad%E0%A4.pdf"],
      }),
    ).toEqual([
      missing("applications, entry 1", spelling),
      missing("applications, entry 2", spelling),
      missing("applications, entry 3", spelling),
    ]);
    expect(
      problemsOf({
        image: "https://cdn.example/images/form-tool.svg",
        summary: "/pc.rate on request",
        description: "Tolerance 0.005 mm",
        applications: ["/version.2", "images/products/gauge.svg", "//cdn.example/sheet.pdf"],
        order: 2,
      }),
    ).toEqual([]);
  });

  test("with no file list to check against (public/ unreadable), paths are not told; with an empty one, nothing is guessed", () => {
    expect(problemsOf({ image: "/images/nothing.svg" }, null)).toEqual([]);
    expect(problemsOf({ image: "/images/nothing.svg" }, new Set())).toEqual([
      missing("image", spelling),
    ]);
  });
});

describe("what becomes of the document", () => {
  const cert = { name: "ISO 9001:2015", issuer: "TUV", valid_until: "2026-03-31" };
  const after = Date.parse("2026-04-02T00:00:00Z");
  const before = Date.parse("2026-03-01T00:00:00Z");
  const expiredMessage =
    'field "valid_until" 2026-03-31 has passed: the certificate is no longer shown (renew it or delete the document)';

  test("a certificate past its date is told as expired and not shown, but only when the time is given", () => {
    const lapsed = reportAt("certifications", { id: "iso", data: cert }, after, null);
    expect(told(lapsed.problems)).toEqual([expiredMessage]);
    expect(lapsed).toMatchObject({ shown: false, expired: 1, draft: false });
    expect(lapsed.problems[0]).toMatchObject({ collection: "certifications", id: "iso" });
    expect(reportAt("certifications", { id: "iso", data: cert }, before, null)).toEqual({
      problems: [],
      draft: false,
      shown: true,
      expired: 0,
    });
    expect(reportAt("certifications", { id: "iso", data: cert }, undefined, null)).toMatchObject({
      problems: [],
      shown: true,
    });
  });

  test("an expired draft is not told as expired; a certificate that does not fit is told what is wrong", () => {
    const draft = reportAt(
      "certifications",
      { id: "iso", data: { ...cert, draft: true } },
      after,
      null,
    );
    expect(draft).toEqual({ problems: [], draft: true, shown: false, expired: 0 });
    const broken = reportAt("certifications", { id: "iso", data: { issuer: "TUV" } }, after, null);
    expect(told(broken.problems)).toEqual(['field "name" is missing: add it']);
    expect(broken).toMatchObject({ shown: false, expired: 0 });
  });

  test("a product that does not fit is told, not shown, and its size table is not looked at", () => {
    const report = reportAt(
      "Products",
      { id: "p", data: { product_name: 42, variants: [{ code: "A" }] } },
      after,
      null,
    );
    expect(told(report.problems)).toEqual(['field "product_name" must be text, not a number']);
    expect(report.shown).toBe(false);
  });

  test("every problem names the collection and the document", () => {
    expect(
      documentProblems("clients", { id: "acme", data: { name: "Acme", nme: "x" } }, null),
    ).toEqual([
      {
        collection: "clients",
        id: "acme",
        field: "nme",
        message:
          'is not a field the site reads, so what it holds is not shown: did you mean "name"?',
      },
    ]);
  });
});

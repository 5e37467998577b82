// The content model: the demo content fits it, and bad values are refused with the field named.
import { collectionNames } from "@/lib/content/collections";
import { isCssColor } from "@/lib/site/theme";
import { demoContent } from "@/lib/content/demo-content";
import { parseDocument, parseFirst, parseList, toPlain } from "@/lib/content/parse";
import { indiaYear } from "@/lib/site/india-date";

beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test.each(collectionNames)("every demo document of %s fits its schema", (name) => {
  for (const [id, data] of Object.entries(demoContent[name])) {
    expect(parseDocument(name, { id, data }).problems).toEqual([]);
  }
});

test("the demo content has what a real company site needs", () => {
  expect(Object.keys(demoContent.Products).length).toBeGreaterThanOrEqual(6);
  expect(Object.keys(demoContent.Services).length).toBeGreaterThanOrEqual(4);
  expect(Object.keys(demoContent.clients).length).toBeGreaterThanOrEqual(8);
  expect(Object.keys(demoContent.our_teams).length).toBeGreaterThanOrEqual(4);
  expect(Object.keys(demoContent.career_detail).length).toBeGreaterThanOrEqual(2);
  expect(Object.values(demoContent.project)[0]).toEqual({ online: true });
});

test("a product whose name is a number is refused, naming the field", () => {
  const { value, problems } = parseDocument("Products", { id: "p1", data: { product_name: 7 } });
  expect(value).toBeUndefined();
  expect(problems).toEqual([
    expect.objectContaining({ collection: "Products", id: "p1", field: "product_name" }),
  ]);
});

const sections = (n: number) => Array.from({ length: n }, () => ({ heading: "H", text: "T" }));

// What the owners read: what belongs in the field and what they typed, in their words, not zod's.
test.each([
  ["Products", { product_name: undefined }, "product_name", "is missing: add it"],
  ["Products", { product_name: 7 }, "product_name", "must be text, not a number"],
  ["Products", { product_name: null }, "product_name", "must be text, not empty (null)"],
  ["Products", { product_name: ["Drill"] }, "product_name", "must be text, not a list"],
  ["Products", { product_name: true }, "product_name", "must be text, not true or false"],
  ["Products", { product_name: { en: "Drill" } }, "product_name", "must be text, not a map"],
  ["Products", { featured: "yes" }, "featured", "must be true or false (a boolean), not text"],
  ["Products", { specifications: "Ø 4" }, "specifications", "must be a list (an array), not text"],
  [
    "Products",
    { specifications: ["Ø 4"] },
    "specifications, entry 1",
    "must be a map of fields, not text",
  ],
  ["career_detail", { openings: "3" }, "openings", "must be a number, not text"],
  ["career_detail", { openings: 1.5 }, "openings", "must be a whole number, not a number"],
  ["career_detail", { openings: 0 }, "openings", "must be at least 1"],
  ["career_detail", { openings: 101 }, "openings", "must be at most 100"],
  ["privacy", { sections: sections(31) }, "sections", "may have at most 30 entries"],
] as const)("%s %j is told: %s %s", (collection, data, field, message) => {
  const required = { Products: { product_name: "Drill" }, career_detail: { title: "Turner" } };
  const base = collection === "privacy" ? { title: "Privacy" } : required[collection];
  const { problems } = parseDocument(collection, { id: "d", data: { ...base, ...data } });
  expect(problems).toEqual([{ collection, id: "d", field, message }]);
});

test("within the limits of a list or a number, nothing is told", () => {
  const fits = (collection: "career_detail" | "privacy", data: object) =>
    parseDocument(collection, { id: "d", data }).problems;
  expect(fits("career_detail", { title: "Turner", openings: 1 })).toEqual([]);
  expect(fits("career_detail", { title: "Turner", openings: 100 })).toEqual([]);
  expect(fits("privacy", { title: "Privacy", sections: sections(30) })).toEqual([]);
});

test("a wrong optional field is dropped and reported, and the document is kept", () => {
  const { value, problems } = parseDocument("clients", {
    id: "c",
    data: { name: "Acme", website: "javascript:alert(1)" },
  });
  expect(value).toEqual(expect.objectContaining({ id: "c", name: "Acme" }));
  expect(value?.website).toBeUndefined();
  expect(problems.map((p) => p.field)).toEqual(["website"]);
});

test("the document id wins over an id field typed into the document", () => {
  const { value } = parseDocument("Products", {
    id: "real",
    data: { product_name: "X", id: "fake" },
  });
  expect(value?.id).toBe("real");
});

test("lists are sorted by order then id, and the first record is the first usable one by id", () => {
  const list = parseList("Products", [
    { id: "b", data: { product_name: "B", order: 1 } },
    { id: "a", data: { product_name: "A", order: 1 } },
    { id: "c", data: { product_name: "C", order: 0 } },
  ]);
  expect(list.map((p) => p.id)).toEqual(["c", "a", "b"]);
  const first = parseFirst("project", [
    { id: "b", data: { online: false } },
    { id: "a", data: { online: "no" } },
  ]);
  expect(first).toEqual({ id: "b", online: false });
});

test("timestamps from either SDK become ISO text", () => {
  const ts = { toDate: () => new Date("2026-03-01T10:00:00Z") };
  expect(toPlain({ at: ts, list: [ts] })).toEqual({
    at: "2026-03-01T10:00:00.000Z",
    list: ["2026-03-01T10:00:00.000Z"],
  });
});

test.each([
  "#1f4e79",
  "#fff",
  "rgb(31, 78, 121)",
  "rgb(31 78 121 / 50%)",
  "hsl(210deg 60% 30%)",
  "navy",
  "RebeccaPurple",
])("%s is a CSS colour", (value) => expect(isCssColor(value)).toBe(true));

test.each([
  "red; background-image: url(x)",
  "expression(alert(1))",
  "#12345",
  "url(x)",
  "",
  "blue}body{display:none",
  "var(--x)",
])("%j is refused as a colour", (value) => expect(isCssColor(value)).toBe(false));

test("a quality item's kind typed with a capital or a space around it is that kind, not an item left out", () => {
  for (const kind of ["Equipment", "equipment ", " STEP"]) {
    const { value, problems } = parseDocument("quality_control", {
      id: "q",
      data: { kind, title: "Profile projector" },
    });
    expect([kind, problems]).toEqual([kind, []]);
    expect(value?.kind).toBe(kind.trim().toLowerCase());
  }
  expect(
    parseDocument("quality_control", { id: "q", data: { kind: "machine", title: "CMM" } }).value,
  ).toBeUndefined();
});

/** The problems of a document, as field and message. */
const problemsOf = (collection: Parameters<typeof parseDocument>[0], data: object) =>
  parseDocument(collection, { id: "d", data }).problems.map((p) => [p.field, p.message]);

const company = {
  name: "Shreeji",
  phone: ["+91 99099 11111"],
  email: "a@b.in",
  address: ["Vapi"],
};

test("links are kept as the parsed address; a file from elsewhere must be https; empty ones are left out", () => {
  const { value } = parseDocument("clients", {
    id: "c",
    data: { name: "Atul", website: "https://Atul.COM", logo: "" },
  });
  expect(value).toEqual({ id: "c", name: "Atul", website: "https://atul.com/", order: 0 });
  expect(problemsOf("clients", { name: "Atul", website: "   ", logo: "  " })).toEqual([]);
  expect(problemsOf("clients", { name: "Atul", logo: "https://cdn.example.com/atul.png" })).toEqual(
    [],
  );
  expect(problemsOf("clients", { name: "Atul", logo: "http://cdn.example.com/atul.png" })).toEqual([
    [
      "logo",
      "must be a picture or file in public/ such as /images/products/reamer.svg, or an https:// address",
    ],
  ]);
});

test("a size table may not name a column key twice", () => {
  const columns = [
    { key: "d", label: "Diameter" },
    { key: "d", label: "Depth" },
  ];
  expect(problemsOf("Products", { product_name: "Reamer", columns })).toEqual([
    ["columns", "must not name a key twice"],
  ]);
});

test("a date must be a day of the calendar, typed year-month-day, perhaps with a T and a time", () => {
  const message = "must be a date typed year-month-day, such as 2026-01-15, or a timestamp";
  for (const posted_on of ["2027-02-30", "2026-13-45", "2026-01-15 10:00"])
    expect([posted_on, problemsOf("career_detail", { title: "Grinder", posted_on })]).toEqual([
      posted_on,
      [["posted_on", message]],
    ]);
  expect(problemsOf("career_detail", { title: "Grinder", posted_on: "2026-01-15T10:00" })).toEqual(
    [],
  );
});

test("phones and address lines typed as text become lists", () => {
  const { value, problems } = parseDocument("company", {
    id: "main",
    data: {
      ...company,
      phone: "+91 99099 11111, +91 2632 245678 / 98250 41234; 0260 2400000",
      address: "Plot 12, GIDC\nVapi 396195",
    },
  });
  expect(problems).toEqual([]);
  expect(value?.phone).toEqual([
    "+91 99099 11111",
    "+91 2632 245678",
    "98250 41234",
    "0260 2400000",
  ]);
  expect(value?.address).toEqual(["Plot 12, GIDC", "Vapi 396195"]);
  const { phone: _phone, ...withoutPhone } = company;
  expect(problemsOf("company", withoutPhone)).toEqual([["phone", "is missing: add it"]]);
});

test("the year founded may be typed as text, and is a year up to this one", () => {
  const founded = (value: unknown) => {
    const { value: record, problems } = parseDocument("company", {
      id: "main",
      data: { ...company, founded: value },
    });
    return problems.length ? problems.map((p) => p.message) : record?.founded;
  };
  expect(founded("2009")).toBe(2009);
  expect(founded(" 1998 ")).toBe(1998);
  expect(founded(indiaYear())).toBe(indiaYear());
  expect(founded(indiaYear() + 1)).toEqual(["must not be in the future"]);
  for (const typed of ["12009", "20091", "2009a"])
    expect([typed, founded(typed)]).toEqual([typed, ["must be a year such as 2009"]]);
});

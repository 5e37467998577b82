// Raw Firestore documents to plain records: Firestore values flattened, the schema deciding, wrong
// optional fields dropped, bad documents left out and reported once, lists ordered, first record by id.
import { GeoPoint, Timestamp } from "firebase-admin/firestore";
import {
  fieldPath,
  parseDocument,
  parseFirst,
  parseList,
  reportProblems,
  toPlain,
} from "@/lib/content/parse";
import { DEFAULT_COMPANY } from "@/lib/site/default-company";

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("toPlain", () => {
  test("keeps plain values and turns dates, timestamps, geo points and references into JSON", () => {
    const ref = { path: "Products/drill", id: "drill", firestore: {}, parent: {} };
    expect(
      toPlain({
        n: 1,
        s: "x",
        none: null,
        at: new Date("2026-01-02T03:04:05Z"),
        ts: { toDate: () => new Date("2026-03-01T10:00:00Z"), seconds: 1 },
        where: { latitude: 20.6, longitude: 72.9 },
        ref,
        list: [{ inner: new Date("2026-01-01T00:00:00Z") }],
      }),
    ).toEqual({
      n: 1,
      s: "x",
      none: null,
      at: "2026-01-02T03:04:05.000Z",
      ts: "2026-03-01T10:00:00.000Z",
      where: { latitude: 20.6, longitude: 72.9 },
      ref: "Products/drill",
      list: [{ inner: "2026-01-01T00:00:00.000Z" }],
    });
  });

  test("a map that only looks partly like a geo point or a reference stays a map", () => {
    expect(toPlain({ latitude: 1, longitude: 2, name: "x" })).toEqual({
      latitude: 1,
      longitude: 2,
      name: "x",
    });
    expect(toPlain({ latitude: "1", longitude: 2 })).toEqual({ latitude: "1", longitude: 2 });
    expect(toPlain({ path: "a/b", id: "b" })).toEqual({ path: "a/b", id: "b" });
    expect(toPlain({ path: 1, id: "b", firestore: {} })).toEqual({
      path: 1,
      id: "b",
      firestore: {},
    });
    expect(toPlain({ toDate: "not a function" })).toEqual({ toDate: "not a function" });
    // Its other field is still read: a timestamp becomes text.
    const at = Timestamp.fromDate(new Date("2026-01-01T00:00:00Z"));
    expect(toPlain({ latitude: at, longitude: 2 })).toEqual({
      latitude: "2026-01-01T00:00:00.000Z",
      longitude: 2,
    });
    expect(toPlain({ latitude: 1, longitude: at })).toEqual({
      latitude: 1,
      longitude: "2026-01-01T00:00:00.000Z",
    });
  });

  test("a stored geo point (the SDK's, its fields behind getters) becomes its two numbers", () => {
    expect(toPlain({ works: new GeoPoint(20.6, 72.9) })).toEqual({
      works: { latitude: 20.6, longitude: 72.9 },
    });
  });
});

test("a problem with the document as a whole names no field", () => {
  expect(fieldPath([])).toBe("(document)");
  expect(fieldPath(["specifications", 0, "label"])).toBe("specifications, entry 1, label");
});

describe("parseDocument", () => {
  test("a document that is not a map is refused as a whole", () => {
    for (const data of [null, "text", 3, ["a"]]) {
      expect(parseDocument("clients", { id: "c", data })).toEqual({
        problems: [
          {
            collection: "clients",
            id: "c",
            field: "(document)",
            message: "is not a map of fields",
          },
        ],
      });
    }
  });

  test("a fitting document gets its id and defaults, and no problems", () => {
    expect(parseDocument("clients", { id: "acme", data: { name: " Acme " } })).toEqual({
      value: { id: "acme", name: "Acme", order: 0 },
      problems: [],
    });
  });

  test("problems name the nested field path and the schema's message", () => {
    const { value, problems } = parseDocument("Products", {
      id: "p",
      data: { product_name: "Drill", specifications: [{ label: "", value: "x" }] },
    });
    expect(problems).toEqual([
      {
        collection: "Products",
        id: "p",
        field: "specifications, entry 1, label",
        message: "must not be empty",
      },
    ]);
    expect(value).toEqual(
      expect.objectContaining({ id: "p", product_name: "Drill", specifications: [] }),
    );
  });

  test("a wrong entry of a list leaves the list without it, and the problem names the entry as the owners count", () => {
    const { value, problems } = parseDocument("company", {
      id: "main",
      data: {
        name: "Shreeji Precision Works",
        phone: ["+91 99099 11111", "98 76", "+91 2632 245678"],
        email: "sales@shreeji.in",
        address: ["Plot 12", "Vapi"],
      },
    });
    expect(value).toEqual(
      expect.objectContaining({ phone: ["+91 99099 11111", "+91 2632 245678"] }),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        field: "phone, entry 2",
        message: expect.stringMatching(/^must be a number a phone can dial/),
      }),
    ]);
    const rows = parseDocument("Products", {
      id: "p",
      data: {
        product_name: "Reamer",
        variants: [
          { code: "A", d: 4 },
          { code: "B", d: [4] },
          { code: "C", d: 8 },
        ],
      },
    });
    expect(rows.value?.variants).toEqual([
      { code: "A", d: 4 },
      { code: "C", d: 8 },
    ]);
    expect(rows.problems.map((p) => p.field)).toEqual(["variants, entry 2, d"]);
  });

  test("a wrong type in one entry does not hide another entry's problem in the same field", () => {
    const { value, problems } = parseDocument("Products", {
      id: "p",
      data: {
        product_name: "Reamer",
        specifications: [
          { label: 5, value: "H7" },
          { label: "", value: "6 mm" },
          { label: "Flutes", value: "4" },
        ],
      },
    });
    expect(problems.map((p) => p.field)).toEqual([
      "specifications, entry 1, label",
      "specifications, entry 2, label",
    ]);
    expect(value?.specifications).toEqual([{ label: "Flutes", value: "4" }]);
  });

  test("a list wrong as a whole is dropped while another list only loses its wrong entry", () => {
    const { value, problems } = parseDocument("Products", {
      id: "p",
      data: {
        product_name: "Reamer",
        specifications: Array.from({ length: 41 }, (_, i) => ({ label: `L${i}`, value: "v" })),
        applications: ["Bores", "", "Dies"],
      },
    });
    expect(problems.map((p) => p.field)).toEqual(["specifications", "applications, entry 2"]);
    expect(value?.specifications).toEqual([]);
    expect(value?.applications).toEqual(["Bores", "Dies"]);
  });

  test("a wrong optional field is left out of the record, not kept empty", () => {
    const { value } = parseDocument("clients", {
      id: "c",
      data: { name: "Atul", website: "ftp://atul.com" },
    });
    expect(value).toEqual({ id: "c", name: "Atul", order: 0 });
    expect(value).not.toHaveProperty("website");
  });

  test("a list whose every entry is wrong is dropped, or shows its fallback", () => {
    const { value, problems } = parseDocument("company", {
      id: "main",
      data: { name: "Shreeji", phone: ["98 76"], email: "a@b.in", address: ["Vapi"] },
    });
    expect(value?.phone).toEqual(DEFAULT_COMPANY.phone);
    expect(problems.map((p) => p.field)).toEqual(["phone, entry 1"]);
  });

  test("a wrong optional link or file is told in the schema's words, not as zod's Invalid input", () => {
    const { value, problems } = parseDocument("clients", {
      id: "c",
      data: { name: "Atul", website: "www.atul.com", logo: "logo.png" },
    });
    expect(value).toEqual({ id: "c", name: "Atul", order: 0 });
    expect(problems.map((p) => `${p.field} ${p.message}`)).toEqual([
      "logo must be a picture or file in public/ such as /images/products/reamer.svg, or an https:// address",
      "website must be an http(s) address, for example https://…",
    ]);
  });

  test("dates are year-month-day (or a timestamp; a time without a zone is India time), never a guess at 05/11/2026", () => {
    const job = (posted_on: unknown) =>
      parseDocument("career_detail", { id: "j", data: { title: "Grinder", posted_on } });
    expect(job("2026-11-05").value?.posted_on).toBe("2026-11-05");
    expect(job({ toDate: () => new Date("2026-11-05T04:30:00Z") }).value?.posted_on).toBe(
      "2026-11-05T04:30:00.000Z",
    );
    expect(job("2026-11-05T10:00").value?.posted_on).toBe("2026-11-05T10:00+05:30");
    for (const typed of ["05/11/2026", "November 5, 2026", "2026"]) {
      const { value, problems } = job(typed);
      expect(value?.posted_on).toBeUndefined();
      expect(problems).toEqual([
        expect.objectContaining({
          field: "posted_on",
          message: expect.stringMatching(/year-month-day/),
        }),
      ]);
    }
  });

  test("the site switch's field: missing and mistyped are told apart, and both say the site stays on", () => {
    expect(parseDocument("project", { id: "site", data: {} }).problems[0].message).toMatch(
      /^is missing: add it.*stays on$/,
    );
    expect(
      parseDocument("project", { id: "site", data: { online: "false" } }).problems[0].message,
    ).toMatch(/^must be true or false.*stays on$/);
  });

  test("an opening whose open is typed as text is closed, not kept advertised, and the owners are told", () => {
    for (const typed of ["false", "true", "no", 0]) {
      const { value, problems } = parseDocument("career_detail", {
        id: "cnc",
        data: { title: "CNC operator", open: typed },
      });
      expect(value).toMatchObject({ title: "CNC operator", open: false });
      expect(problems).toEqual([
        expect.objectContaining({
          field: "open",
          message: expect.stringMatching(
            /a boolean, not text; until it is, the opening is not shown$/,
          ),
        }),
      ]);
    }
    expect(
      parseDocument("career_detail", { id: "cnc", data: { title: "CNC operator" } }).value?.open,
    ).toBe(true);
    expect(
      parseDocument("career_detail", { id: "cnc", data: { title: "CNC operator", open: false } })
        .value?.open,
    ).toBe(false);
  });

  test("a wrong required field loses the document even when optional fields are dropped", () => {
    const { value, problems } = parseDocument("clients", {
      id: "c",
      data: { name: "", website: "ftp://x" },
    });
    expect(value).toBeUndefined();
    expect(problems.map((p) => p.field).sort()).toEqual(["name", "website"]);
  });
});

describe("reportProblems", () => {
  test("logs each problem once per process, saying whether the document was kept", () => {
    const p = {
      collection: "clients",
      id: "once-only",
      field: "website",
      message: "must be an http(s) address",
    };
    reportProblems([p], true);
    reportProblems([p], true);
    reportProblems([{ ...p, id: "left-out" }], false);
    expect(warn.mock.calls).toEqual([
      ['[content] clients/once-only: field "website" must be an http(s) address (field ignored)'],
      [
        '[content] clients/left-out: field "website" must be an http(s) address (document left out)',
      ],
    ]);
  });
});

test("lists leave bad documents out and sort by order, then id", () => {
  const list = parseList("clients", [
    { id: "b", data: { name: "B" } },
    { id: "bad", data: { name: 1 } },
    { id: "a", data: { name: "A" } },
    { id: "z", data: { name: "Z", order: -1 } },
    { id: "c", data: { name: "C", order: 2 } },
    { id: "a", data: { name: "A again" } },
  ]);
  expect(list.map((c) => [c.id, c.name])).toEqual([
    ["z", "Z"],
    ["a", "A"],
    ["a", "A again"],
    ["b", "B"],
    ["c", "C"],
  ]);
});

test("a list item that is not a map is left out, and a mistyped draft is reported with its problems", () => {
  const list = parseList("clients", [
    { id: "gone", data: null },
    { id: "typo", data: { name: "Atul", draft: "no", website: "ftp://x" } },
    { id: "ok", data: { name: "Ok" } },
  ]);
  expect(list.map((c) => c.id)).toEqual(["ok"]);
  expect(warn.mock.calls.flat()).toEqual([
    '[content] clients/gone: field "(document)" is not a map of fields (document left out)',
    expect.stringMatching(
      /^\[content\] clients\/typo: field "draft" must be true .* \(field ignored\)$/,
    ),
    expect.stringMatching(/^\[content\] clients\/typo: field "website" .* \(field ignored\)$/),
  ]);
});

test("the first record is the first usable one by document id, null when none is usable", () => {
  expect(
    parseFirst("color", [
      { id: "b", data: { code: "navy" } },
      { id: "c", data: { code: "red" } },
      { id: "a", data: { code: "not a colour" } },
    ]),
  ).toEqual({ id: "b", code: "navy" });
  expect(
    parseFirst("color", [
      { id: "2", data: { code: "red" } },
      { id: "1", data: { code: "blue" } },
    ]),
  ).toEqual({ id: "1", code: "blue" });
  expect(parseFirst("color", [{ id: "a", data: { code: 1 } }])).toBeNull();
  expect(parseFirst("color", [])).toBeNull();
});

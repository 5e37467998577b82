// The catalogue's shape: products by category, the filter and search of /products' address, and the
// columns and codes of a size table.
import { productSchema, type Product } from "@/lib/content/schemas";
import {
  catalogueQuery,
  cellText,
  filterProducts,
  sizeColumns,
  variantCode,
} from "@/lib/site/catalogue";
import { byCategory, categorySlug, OTHER_PRODUCTS } from "@/lib/site/categories";

const product = (id: string, fields: Record<string, unknown> = {}): Product => ({
  ...productSchema.parse({ product_name: id, ...fields }),
  id,
});

const catalogue = [
  product("step-drill", {
    category: "Special drills",
    specifications: [{ label: "Diameter range", value: "3 mm – 25 mm" }],
  }),
  product("reamer-h7", {
    product_name: "Machine reamer H7",
    category: "Reamers",
    columns: [
      { key: "code", label: "Code" },
      { key: "diameter_mm", label: "Ø mm" },
    ],
    variants: [
      { code: "PR-06", diameter_mm: 6 },
      { code: "PR-16", diameter_mm: 16 },
    ],
  }),
  product("form-tool", { category: "Form tools", summary: "Ground to the profile of your part." }),
  product("step-reamer", {
    category: "reamers",
    specifications: [{ label: "Shank", value: "Weldon 16 mm" }],
  }),
  product("gauge"),
];

test("categories in an address are their names in lower case with dashes", () => {
  expect(categorySlug("Form tools")).toBe("form-tools");
  expect(categorySlug("  Drills & Reamers (HSS) ")).toBe("drills-reamers-hss");
  expect(categorySlug("Outils à forme")).toBe("outils-a-forme");
});

test("products group by category in the order their first product comes, spellings merged, the rest last", () => {
  const groups = byCategory(catalogue);
  expect(groups.map((g) => [g.name, g.slug, g.items.map((p) => p.id)])).toEqual([
    ["Special drills", "special-drills", ["step-drill"]],
    ["Reamers", "reamers", ["reamer-h7", "step-reamer"]],
    ["Form tools", "form-tools", ["form-tool"]],
    [OTHER_PRODUCTS, "other-products", ["gauge"]],
  ]);
  expect(byCategory([product("a"), product("b")]).map((g) => g.name)).toEqual([OTHER_PRODUCTS]);
});

test("the query string is read as the address gives it", () => {
  expect(catalogueQuery({ category: "Reamers", q: " 6mm " })).toEqual({
    category: "reamers",
    q: "6mm",
  });
  expect(catalogueQuery({ category: ["form-tools", "x"], q: "" })).toEqual({
    category: "form-tools",
    q: undefined,
  });
  expect(catalogueQuery({})).toEqual({ category: undefined, q: undefined });
});

describe("filterProducts", () => {
  const ids = (query: Parameters<typeof filterProducts>[1]) =>
    filterProducts(catalogue, query).map((p) => p.id);

  test("a category shows only its products, whatever the spelling", () => {
    expect(ids({ category: "reamers" })).toEqual(["reamer-h7", "step-reamer"]);
    expect(ids({ category: "other-products" })).toEqual(["gauge"]);
    expect(ids({ category: "no-such" })).toEqual([]);
  });

  test("the search finds name, summary, specification and size-table text, a unit with or without a space", () => {
    expect(ids({ q: "profile" })).toEqual(["form-tool"]);
    expect(ids({ q: "weldon" })).toEqual(["step-reamer"]);
    expect(ids({ q: "6mm" })).toEqual(["reamer-h7"]);
    expect(ids({ q: "16 mm" })).toEqual(["reamer-h7", "step-reamer"]);
    expect(ids({ q: "25mm" })).toEqual(["step-drill"]);
    expect(ids({ q: "pr-16" })).toEqual(["reamer-h7"]);
    expect(ids({ q: "REAM h7" })).toEqual(["reamer-h7"]);
    expect(ids({ q: "reamer", category: "special-drills" })).toEqual([]);
  });
});

test("a size table's columns are the owners', else every key with the code first", () => {
  expect(sizeColumns(catalogue[1]).map((c) => c.label)).toEqual(["Code", "Ø mm"]);
  const plain = product("x", { variants: [{ diameter_mm: 3, code: "A" }, { flute_length: "20" }] });
  expect(sizeColumns(plain)).toEqual([
    { key: "code", label: "Code" },
    { key: "diameter_mm", label: "Diameter mm" },
    { key: "flute_length", label: "Flute length" },
  ]);
  expect(cellText(plain.variants[1], "code")).toBe("");
  expect(variantCode(plain, plain.variants[0], 0)).toBe("A");
  expect(variantCode(plain, plain.variants[1], 1)).toBe("x-2");
});

test("a size table refuses a column named twice, dropping only the table's columns", () => {
  const columns = [
    { key: "code", label: "Code" },
    { key: "code", label: "Again" },
  ];
  expect(productSchema.safeParse({ product_name: "x", columns }).error?.issues[0]).toMatchObject({
    path: ["columns"],
    message: "must not name a key twice",
  });
});

test("a category typed in Gujarati or Hindi is a category of its own, not 'Other products'", () => {
  expect(categorySlug("ગ્રાઇન્ડિંગ ટૂલ")).toBe("ગ્રાઇન્ડિંગ-ટૂલ");
  const groups = byCategory([
    product("a", { category: "ગ્રાઇન્ડિંગ ટૂલ" }),
    product("b", { category: "रीमर" }),
    product("c", { category: "ગ્રાઇન્ડિંગ  ટૂલ " }),
  ]);
  expect(groups.map((g) => [g.name, g.items.length])).toEqual([
    ["ગ્રાઇન્ડિંગ ટૂલ", 2],
    ["रीमर", 1],
  ]);
});

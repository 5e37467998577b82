/**
 * @jest-environment node
 */
// A size table's cells that no column shows: with `columns` typed, a key of a row that it does not name
// (typed another way, `Diameter_mm`) is not shown, and a column that no row fills is empty. Neither
// stops the product being shown, so only the owners' report says so.
import { documentProblems } from "@/lib/content/document-problems";
import { describeProblem } from "@/lib/content/parse";

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

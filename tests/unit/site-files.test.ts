/**
 * Node, also when the mutation tests run it (Stryker's environment reports coverage):
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// Content naming a file of the site's public/ folder that is not there (a picture's path typed with a
// mistake): told to the owners with the file meant, while every path the demo content names is there.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { collectionNames } from "@/lib/content/collections";
import { demoContent } from "@/lib/content/demo-content";
import { documentProblems } from "@/lib/content/document-problems";
import { listPublicFiles, siteFiles } from "@/lib/content/site-files";

const files = new Set([
  "/logo.svg",
  "/images/products/form-tool.svg",
  "/images/products/reamer.svg",
  "/datasheets/carbide step drill.pdf",
]);
const told = (data: Record<string, unknown>) =>
  documentProblems(
    "Products",
    { id: "p", data: { product_name: "Form tool", ...data } },
    files,
  ).map((p) => `${p.field} ${p.message}`);

test("a path the site has no file for is told, with the file meant when one is close", () => {
  expect(told({ image: "/images/products/form-tol.svg" })).toEqual([
    'image is not a file of the website, so it is not shown: did you mean "/images/products/form-tool.svg"?',
  ]);
  // Paths are case-sensitive where the site runs: the capitals are a mistake too.
  expect(told({ image: "/Images/Products/Form_Tool.svg" })).toEqual([
    'image is not a file of the website, so it is not shown: did you mean "/images/products/form-tool.svg"?',
  ]);
  expect(told({ datasheet_url: "/datasheets/other.pdf" })).toEqual([
    "datasheet_url is not a file of the website, so it is not shown: check its spelling, or upload the file to Firebase Storage and type its https:// address",
  ]);
});

test("paths that are there, addresses elsewhere and text that only looks like a path are not told", () => {
  expect(
    told({
      image: " /images/products/reamer.svg ",
      datasheet_url: "/datasheets/carbide%20step%20drill.pdf",
    }),
  ).toEqual([]);
  expect(told({ image: "https://firebasestorage.googleapis.com/v0/b/x/o/a.png" })).toEqual([]);
  expect(
    told({
      specifications: [
        { label: "Ratio", value: "/0.5" },
        { label: "Path", value: "/usr/local" },
      ],
    }),
  ).toEqual([]);
  // Where the site's files are not known, nothing is checked.
  expect(
    documentProblems(
      "Products",
      { id: "p", data: { product_name: "X", image: "/nowhere.svg" } },
      null,
    ),
  ).toEqual([]);
});

test("the site's files are public/'s, as addresses; a folder that cannot be read gives none", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "public-"));
  mkdirSync(path.join(root, "images", "products"), { recursive: true });
  writeFileSync(path.join(root, "logo.svg"), "<svg/>");
  writeFileSync(path.join(root, "images", "products", "reamer.svg"), "<svg/>");
  expect([...(listPublicFiles(root) ?? [])].sort()).toEqual([
    "/images/products/reamer.svg",
    "/logo.svg",
  ]);
  expect(listPublicFiles(path.join(root, "missing"))).toBeNull();
});

test.each(collectionNames)(
  "every file the demo content of %s names is in public/ (and nothing else is wrong)",
  (name) => {
    const known = siteFiles();
    expect(known?.has("/logo.svg")).toBe(true);
    const missing = Object.entries(demoContent[name]).flatMap(([id, data]) =>
      documentProblems(name, { id, data }, known),
    );
    expect(missing).toEqual([]);
  },
);

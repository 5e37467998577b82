/**
 * @jest-environment node
 */
// The post-build step that marks the framework's first-load chunks for eager compilation
// (scripts/compile-hints.ts): exactly the build manifest's root main files, once, and nothing else.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { COMPILE_HINT, hintFirstLoadChunks } from "@/scripts/compile-hints";

let dist: string;
const chunk = (name: string) => path.join(dist, "static/chunks", name);

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), "hints-"));
  mkdirSync(path.join(dist, "static/chunks"), { recursive: true });
  for (const name of ["react.js", "runtime.js", "menu.js", "site.css"]) writeFileSync(chunk(name), `/* ${name} */`);
  writeFileSync(
    path.join(dist, "build-manifest.json"),
    JSON.stringify({ rootMainFiles: ["static/chunks/react.js", "static/chunks/runtime.js", "static/chunks/site.css", "static/chunks/gone.js"], polyfillFiles: ["static/chunks/menu.js"] }),
  );
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

test("the root main files start with the hint; other chunks, styles and missing files are left alone", () => {
  expect(hintFirstLoadChunks(dist)).toEqual(["static/chunks/react.js", "static/chunks/runtime.js"]);
  expect(readFileSync(chunk("react.js"), "utf8")).toBe(`//# allFunctionsCalledOnLoad\n/* react.js */`);
  expect(readFileSync(chunk("runtime.js"), "utf8")).toBe(`${COMPILE_HINT}/* runtime.js */`);
  expect(readFileSync(chunk("menu.js"), "utf8")).toBe("/* menu.js */");
  expect(readFileSync(chunk("site.css"), "utf8")).toBe("/* site.css */");
});

test("a second run changes nothing", () => {
  hintFirstLoadChunks(dist);
  expect(hintFirstLoadChunks(dist)).toEqual([]);
  expect(readFileSync(chunk("react.js"), "utf8")).toBe(`${COMPILE_HINT}/* react.js */`);
});

test("without a build manifest there is nothing to do", () => {
  rmSync(path.join(dist, "build-manifest.json"));
  expect(hintFirstLoadChunks(dist)).toEqual([]);
  expect(readFileSync(chunk("react.js"), "utf8")).toBe("/* react.js */");
});

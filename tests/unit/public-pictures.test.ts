/**
 * @jest-environment node
 */
// The logo and the demo pictures in public/ draw their lettering as outlines, so they look the same on
// every device and need no font: an SVG shown as an image cannot use the page's typeface, and each
// <text> in one sends the browser to the system's fonts (the lookups app/fonts.ts keeps pages from).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const PUBLIC = path.join(process.cwd(), "public");

const svgs = readdirSync(PUBLIC, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".svg"))
  .map((name) => [name, readFileSync(path.join(PUBLIC, name), "utf8")] as const);

test("the logo and the demo pictures are all found", () => {
  const names = svgs.map(([name]) => name);
  expect(names).toEqual(
    expect.arrayContaining([
      "logo.svg",
      "images/home/hero.svg",
      "images/clients/valsad-valves.svg",
    ]),
  );
  expect(names.length).toBeGreaterThanOrEqual(30);
});

test.each(svgs)("%s has no text to set in a font", (_name, svg) => {
  expect(svg).not.toMatch(/<text[\s>]/);
});

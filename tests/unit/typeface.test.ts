/**
 * @jest-environment node
 */
// The typeface the site serves is the package's Inter cut by lib/site/typeface/cut.ts: after an update of
// @fontsource-variable/inter or a change to the cut, `npm run font` must be run again.
import { readFileSync, statSync } from "node:fs";
import { cutTypeface, TYPEFACE_FILE, TYPEFACE_SOURCE } from "@/lib/site/typeface/cut";

test("the committed typeface is the cut of the installed package's file (else run npm run font)", async () => {
  const committed = readFileSync(TYPEFACE_FILE);
  const cut = await cutTypeface();
  expect({ bytes: committed.length, same: committed.equals(cut) }).toEqual({
    bytes: cut.length,
    same: true,
  });
});

test("the cut is smaller than the package's file, which is why the site serves it", () => {
  expect(statSync(TYPEFACE_FILE).size).toBeLessThan(0.75 * statSync(TYPEFACE_SOURCE).size);
});

// The site's typeface as it is served: Inter's Latin file from @fontsource-variable/inter, cut to the
// weights the pages set. The package's file spans weights 100 to 900; the pages use 400 to 700 (a browser
// test checks that every text is drawn within them), and the file cut to that range is 29% smaller
// (34.4 KB against 48.3 KB), on the first request of every visit. Every glyph, kerning pair and ligature
// of the package's file stays, with its copyright and licence (SIL Open Font License, LICENSE.txt here).
// `npm run font` writes the cut beside this file; a unit test checks the committed file is the one it makes.
import { readFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";

/** The range of weights the file keeps; app/fonts.ts declares the same to next/font. */
export const TYPEFACE_WEIGHTS = { min: 400, max: 700 } as const;

export const TYPEFACE_SOURCE =
  require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

export const TYPEFACE_FILE = path.join(
  process.cwd(),
  "lib/site/typeface/inter-latin-400-700.woff2",
);

// The name table's records kept: the family and style names (0-6 also hold the copyright and version),
// the licence (13) and its address (14).
const NAME_IDS = [0, 1, 2, 3, 4, 5, 6, 13, 14];

export async function cutTypeface(): Promise<Buffer> {
  return subsetFont(await readFile(TYPEFACE_SOURCE), undefined, {
    targetFormat: "woff2",
    keepAllGlyphs: true,
    variationAxes: { wght: TYPEFACE_WEIGHTS },
    preserveNameIds: NAME_IDS,
  });
}

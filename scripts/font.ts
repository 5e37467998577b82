// `npm run font`: writes the site's typeface (lib/site/typeface/cut.ts), after updating the font package.
import { stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { cutTypeface, TYPEFACE_FILE, TYPEFACE_SOURCE } from "@/lib/site/typeface/cut";

async function main(): Promise<void> {
  const font = await cutTypeface();
  await writeFile(TYPEFACE_FILE, font);
  const source = (await stat(TYPEFACE_SOURCE)).size;
  console.log(
    `[font] ${path.relative(process.cwd(), TYPEFACE_FILE)}: ${font.length.toLocaleString("en")} bytes ` +
      `(${source.toLocaleString("en")} in the package, ${Math.round((100 * font.length) / source)}%)`,
  );
}

main().catch((error: unknown) => {
  console.error("[font] could not write the typeface:", error);
  process.exit(1);
});

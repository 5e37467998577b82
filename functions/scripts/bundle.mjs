// Builds lib/index.js: the functions' source with the site's own modules it uses (the content model, the
// history and the problem mails in ../lib) bundled in, so the deployed package is self-contained and
// runs exactly the code the site's server runs. firebase-functions and firebase-admin stay dependencies
// of this package (installed by the platform at deploy).
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { tsImport } from "tsx/esm/api";

const here = path.dirname(fileURLToPath(import.meta.url));
const { listPublicFiles } = await tsImport("../../lib/content/site-files.ts", import.meta.url);
const publicFiles = listPublicFiles(path.join(here, "../../public"));

rmSync(path.join(here, "../lib"), { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(here, "../src/index.ts")],
  outfile: path.join(here, "../lib/index.js"),
  bundle: true,
  platform: "node",
  target: "node22",
  format: "cjs",
  sourcemap: true,
  minify: true,
  // The site's "@/..." imports resolve through its own tsconfig.
  tsconfig: path.join(here, "../../tsconfig.json"),
  external: ["firebase-functions", "firebase-functions/*", "firebase-admin", "firebase-admin/*"],
  // The site's files in public/, which the function cannot read where it runs: content naming a file that
  // is not there is told to the owners (lib/content/site-files.ts).
  ...(publicFiles && {
    define: { "process.env.SITE_FILES": JSON.stringify(JSON.stringify([...publicFiles])) },
  }),
  logLevel: "warning",
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`lib/index.js: ${Math.round(bytes / 1024)} KB with its source map`);

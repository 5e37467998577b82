// Builds lib/index.js: the functions' source with the site's own modules it uses (the content model, the
// history and the problem mails in ../lib) bundled in, so the deployed package is self-contained and
// runs exactly the code the site's server runs. firebase-functions and firebase-admin stay dependencies
// of this package (installed by the platform at deploy).
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { tsImport } from "tsx/esm/api";

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const { listPublicFiles } = await tsImport("../../lib/content/site-files.ts", import.meta.url);
// The site's files in public/, which the function cannot read where it runs: content naming a file that
// is not there is told to the owners (lib/content/site-files.ts).
const publicFiles = listPublicFiles(here("../../public"));

rmSync(here("../lib"), { recursive: true, force: true });
await build({
  entryPoints: [here("../src/index.ts")],
  outfile: here("../lib/index.js"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  sourcemap: true,
  minify: true,
  // The site's "@/..." imports resolve through its own tsconfig.
  tsconfig: here("../../tsconfig.json"),
  external: ["firebase-functions", "firebase-functions/*", "firebase-admin", "firebase-admin/*"],
  define: publicFiles
    ? { "process.env.SITE_FILES": JSON.stringify(JSON.stringify([...publicFiles])) }
    : {},
  logLevel: "warning",
});

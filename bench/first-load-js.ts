// `npm run first-load-js [-- --json]`: the JavaScript a visitor downloads before a page is interactive,
// per route of the last production build: every script chunk the prerendered HTML references, summed
// as gzip bytes (what travels over the wire). Lazily imported chunks (the Firebase SDK, zod, the live
// views) are not referenced by the HTML, so they do not count. Run `npm run build` first.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.join(process.cwd(), ".next");
const pagesDir = path.join(root, "server", "app");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

const gzipSizes = new Map<string, number>();

function gzipSize(src: string): number {
  const known = gzipSizes.get(src);
  if (known !== undefined) return known;
  const file = path.join(root, src.replace(/^\/_next\//, "").split("?")[0]);
  const size = gzipSync(readFileSync(file), { level: 9 }).length;
  gzipSizes.set(src, size);
  return size;
}

function main(): void {
  let pages: string[];
  try {
    pages = htmlFiles(pagesDir);
  } catch {
    console.error("no production build found: run `npm run build` first");
    process.exit(1);
  }
  const rows = pages
    .map((file) => {
      const html = readFileSync(file, "utf8");
      const scripts = new Set(
        [...html.matchAll(/<script[^>]*\ssrc="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]),
      );
      const bytes = [...scripts].reduce((sum, src) => sum + gzipSize(src), 0);
      const route = "/" + path.relative(pagesDir, file).replace(/\.html$/, "");
      return { route, scripts: scripts.size, bytes };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(Object.fromEntries(rows.map((r) => [r.route, r.bytes])), null, 2));
    return;
  }
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(40)} ${String(row.scripts).padStart(3)} scripts ${(row.bytes / 1024).toFixed(1).padStart(7)} KB gzip`,
    );
  }
}

main();

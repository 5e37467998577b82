// `npm run first-load-js [-- --json]` (after `npm run build`), and a part of `npm run bench`: the
// JavaScript a browser loads before `load` on each page of the last production build, as gzip bytes
// (level 9): every script file the prerendered HTML names, less `nomodule` ones (old browsers only).
// Chunks imported later (the Firebase SDK, zod, the live views) are named by no HTML and do not count.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export type FirstLoad = { route: string; scripts: number; bytes: number };

const BUILD = path.resolve(__dirname, "..", ".next");
const PAGES = path.join(BUILD, "server", "app");

export function firstLoadJs(): FirstLoad[] {
  const sizes = new Map<string, number>();
  const gzipSize = (src: string) => {
    const file = path.join(BUILD, src.slice("/_next".length));
    if (!sizes.has(src)) sizes.set(src, gzipSync(readFileSync(file), { level: 9 }).length);
    return sizes.get(src) ?? 0;
  };
  return readdirSync(PAGES, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      const html = readFileSync(path.join(PAGES, file), "utf8");
      const scripts = new Set(
        (html.match(/<script[^>]*>/g) ?? [])
          .filter((tag) => !/\snomodule/i.test(tag))
          .map((tag) => /\ssrc="(\/_next\/static\/[^"]+\.js)"/.exec(tag)?.[1])
          .filter((src): src is string => src !== undefined),
      );
      const bytes = [...scripts].reduce((sum, src) => sum + gzipSize(src), 0);
      return { route: `/${file.slice(0, -".html".length)}`, scripts: scripts.size, bytes };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

if (require.main === module) {
  const pages = firstLoadJs();
  if (process.argv.includes("--json"))
    console.log(JSON.stringify(Object.fromEntries(pages.map((p) => [p.route, p.bytes])), null, 2));
  else
    for (const p of pages)
      console.log(`${p.route.padEnd(40)} ${p.scripts} scripts ${p.bytes} bytes gzip`);
}

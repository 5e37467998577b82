// `npm run bench` (after `npm run build`): what the site costs, against its budget (figures.ts), one
// table per part: Lighthouse on each route and an empty Next.js page, with their scripts and without;
// wrk on /home, one of its /_next/static scripts and a public/ file in the serverless shape (the
// listeners off) and under `npm start`; the Firestore calls the database received meanwhile; the
// JavaScript each route loads before `load`. Then "Budget met." or "Budget missed:" (exit 1).
// Options: --runs=5 --seconds=10 --connections=32 --routes=/home,/products --no-lighthouse --no-load.
import { sitePages } from "@/lib/site/facts";
import { freePort } from "@/tests/support/ports";
import type { EmbeddedDatabase } from "@/dev/firestore/emulator";
import { jsMisses, lighthouseMisses, loadMisses, summarize, type ShapeLoads } from "./figures";
import { firstLoadJs } from "./first-load-js";
import { runLighthouse } from "./lighthouse";
import { hasWrk, serveEmptyPage, sleep, startDatabase, startSite, stopAll, wrk } from "./servers";

const FILE = "/logo.svg";
const WARM_UP_SECONDS = 5;
const DETAIL_PAGES = ["/products/form-tools", "/technology/cnc-tool-grinding"];
const PAGES = [...sitePages.map((p) => p.href), ...DETAIL_PAGES];
const argument = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];

function count(name: string, fallback: number): number {
  const n = Number(argument(name) ?? fallback);
  if (!(Number.isInteger(n) && n > 0)) throw new Error(`--${name} takes a whole number`);
  return n;
}
const runs = count("runs", 5);
const seconds = count("seconds", 10);
const connections = count("connections", 32);
const routes = argument("routes")?.split(",") ?? PAGES;
const fixed = (digits: number, ...values: number[]) =>
  values.map((n) => (Number.isFinite(n) ? n.toFixed(digits) : "–"));

function table(title: string, head: string, rows: (string | number)[][]): void {
  const cells = [head.split(","), ...rows.map((row) => row.map(String))];
  const widths = cells[0].map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  // Columns of figures are aligned right, the others left.
  const right = cells[1]?.map((c) => /^[\d.–-]/.test(c)) ?? [];
  console.log(`\n${title}`);
  for (const row of cells)
    console.log(
      row
        .map((c, i) => c[right[i] ? "padStart" : "padEnd"](widths[i]))
        .join("  ")
        .trimEnd(),
    );
}

async function get(url: string): Promise<string> {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

/**
 * Passes over every page until two in a row cost the database no call (a revalidated page is rendered
 * again once, behind its stale copy; under `npm start` the listeners' first snapshots do the same,
 * seconds after the start, hence the pause), then a warm-up load on /home, then the loads, /home
 * first: the serverless proxy reads the site switch every 45 s from the first page request on.
 */
async function loads(shape: ShapeLoads["shape"], url: string, database: EmbeddedDatabase) {
  const html = await get(`${url}/home`);
  const script = /<script[^>]*\ssrc="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error("/home names no /_next/static script");
  for (let pass = 0, quiet = 0; quiet < 2 && pass < 8; pass++) {
    const before = database.rpcCounts().total;
    for (const path of new Set([...PAGES, ...routes, FILE, script])) await get(`${url}${path}`);
    quiet = database.rpcCounts().total === before ? quiet + 1 : 0;
    await sleep(shape === "npm start" ? 3000 : 0);
  }
  const before = database.rpcCounts().byMethod;
  // A fresh server answers its first seconds of load at half its rate (its code not yet optimised):
  // a load it is not judged by comes first, its database calls counted with the others.
  await wrk(`${url}/home`, WARM_UP_SECONDS, connections);
  const load = (path: string) => wrk(`${url}${path}`, seconds, connections);
  const [home, scriptLoad, file] = [await load("/home"), await load(script), await load(FILE)];
  const after = Object.entries(database.rpcCounts().byMethod);
  const calls = Object.fromEntries(
    after.map(([m, n]) => [m, n - (before[m] ?? 0)]).filter(([, n]) => n),
  );
  return { shape, home, script: scriptLoad, file, calls };
}

async function main(): Promise<number> {
  const withLighthouse = !process.argv.includes("--no-lighthouse");
  const withLoads = !process.argv.includes("--no-load") && hasWrk();
  const js = firstLoadJs();
  // The empty page is built first: its build, CPU-bound, overlaps no measurement.
  const emptyPage = withLighthouse ? await serveEmptyPage() : "";
  const database = await startDatabase(await freePort());
  const shapes: ShapeLoads[] = [];
  const serverless = await startSite("off");
  if (withLoads) shapes.push(await loads("serverless", serverless.url, database));
  const pages = {
    "empty page": emptyPage,
    ...Object.fromEntries(routes.map((r) => [r, serverless.url + r])),
  };
  const lighthouse = withLighthouse ? await runLighthouse(pages, runs) : undefined;
  await serverless.stop();
  if (withLoads) {
    const site = await startSite("on");
    shapes.push(await loads("npm start", site.url, database));
    await site.stop();
  }

  const misses = jsMisses(js);
  if (lighthouse) {
    const [empty, ...summaries] = Object.keys(pages).map((p) => summarize(p, lighthouse.results));
    const { index, cpuSlowdownMultiplier: cpu } = lighthouse;
    table(
      `Lighthouse, mobile, benchmark index ${index.toFixed(0)}, CPU ${cpu}×: medians of ${runs} runs with scripts and ${runs} without (no JS); script cost = score no JS − with, TBT with − no JS`,
      "page,score,no JS,cost,TBT ms,no JS,cost,LCP ms,a11y,bp,seo",
      [empty, ...summaries].map((s) => [
        s.page,
        ...fixed(2, s.score, s.bareScore, s.cost.score),
        ...fixed(0, s.ms, s.bareMs, s.cost.ms, s.lcpMs),
        ...fixed(2, ...s.categories),
      ]),
    );
    misses.push(...lighthouseMisses(empty, summaries));
  } else console.log("\nLighthouse: not measured");
  if (shapes.length) {
    table(
      `Throughput: wrk, ${connections} connections, ${seconds} s per path`,
      "shape,path,req/s,× file,× script,p50 ms,p99 ms,errors",
      shapes.flatMap((s) =>
        [s.home, s.script, s.file].map((l) => [
          s.shape,
          l.path,
          ...fixed(0, l.rps),
          ...fixed(2, l.rps / s.file.rps, l.rps / s.script.rps),
          ...fixed(1, l.p50Ms, l.p99Ms),
          l.errors,
        ]),
      ),
    );
    table(
      "Firestore calls received by the database during the loads (no edits)",
      "shape,calls",
      shapes.map((s) => [s.shape, Object.entries(s.calls).join("; ") || "none"]),
    );
    misses.push(...shapes.flatMap(loadMisses));
  } else console.log(`\nThroughput, Firestore calls: not measured${hasWrk() ? "" : " (no wrk)"}`);
  const shown = js.filter((p) => PAGES.includes(p.route));
  table(
    `JavaScript before load, gzip, per page of the build (${js.length} checked, ${shown.length} shown)`,
    "page,scripts,bytes",
    shown.map((p) => [p.route, p.scripts, p.bytes]),
  );

  if (misses.length) console.log(`\nBudget missed:\n${misses.map((m) => `  - ${m}`).join("\n")}`);
  else
    console.log(`\nBudget met.${lighthouse && shapes.length ? "" : " (not every part measured)"}`);
  return misses.length ? 1 : 0;
}

let finishing = false;

/** Stops everything it started, then exits; the first call decides the exit code. */
function finish(code: number): void {
  if (!finishing) void stopAll().finally(() => process.exit(code));
  finishing = true;
}

const fail = (error: unknown) => {
  if (!finishing) console.error(error);
  finish(1);
};
process.on("SIGINT", () => finish(130));
process.on("SIGTERM", () => finish(143));
// Lighthouse leaves promises of its own behind when its browser goes: whatever fails ends here.
process.on("unhandledRejection", fail);
process.on("uncaughtException", fail);
main().then(finish, fail);

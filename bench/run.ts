// `npm run bench` on a built site (`npm run build` first) measures both shapes the site runs in, each on
// an embedded database of its own (free loopback ports, demo content): the serverless shape (`next start`
// with the listeners off beside the database alone, as a platform runs it) and the long-running one
// (`npm start`). It prints, per part: the load (requests/s and latency of /home, a public/ file and one of
// /home's own /_next/static scripts, per shape); the Firestore calls each database received during the
// loads; the gzip JavaScript each route loads before `load`, and LCP; Lighthouse's medians per route, side
// by side with an empty Next.js page built here from the same node_modules. Then "Budget met." or
// "Budget missed:" with one line per miss, and exits non-zero on a miss. Loopback only, bounded in time;
// everything it starts is stopped on exit and on Ctrl-C. Not part of `npm test`.
//
// Options: --seconds=10 (per load) --connections=32 --no-lighthouse --runs=5 (Lighthouse runs per page)
// --routes=/home,/products (the routes measured in the browser and in Lighthouse, for quicker runs)
// --without-scripts (Lighthouse with every script file refused, for the empty page and the routes alike: what
// the pages' HTML and CSS cost alone, the floor no change to the site's JavaScript can go below).
import { mainNav } from "@/lib/site/facts";
import { launch, measurePage, type PageCost } from "./browser";
import { buildEmptyPage, serveEmptyPage, type EmptyPage } from "./empty-page";
import { cpuSlowdownFor, runLighthouse } from "./lighthouse";
import { loadTest } from "./load";
import { onStop, stopAll } from "./processes";
import {
  firestoreReport,
  lighthouseReport,
  loadReport,
  pagesReport,
  type LighthouseSession,
  type ShapeLoads,
} from "./report";
import { startLongRunning, startServerless, type Shape } from "./shapes";

const PAGE_PATH = "/home";
const FILE_PATH = "/logo.svg";
const PRODUCT_PATH = "/products/form-tools";
const SERVICE_PATH = "/technology/cnc-tool-grinding";
const ALL_ROUTES = [...mainNav.map((item) => item.href), PRODUCT_PATH, SERVICE_PATH];
/**
 * Lighthouse's routes by default. A run takes about 9 s on this machine and each route's run follows one
 * of the empty page: 7 routes × 5 × 2 runs, about 11 minutes, keep the whole benchmark under 15.
 */
const LIGHTHOUSE_ROUTES = [
  PAGE_PATH,
  "/products",
  PRODUCT_PATH,
  "/contact-us",
  "/about-us",
  "/technology",
  "/career",
];

function option(name: string): string | undefined {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg?.slice(name.length + 3);
}

function numberOption(name: string, fallback: number, max: number): number {
  const value = Number(option(name) ?? fallback);
  if (!(Number.isInteger(value) && value >= 1 && value <= max))
    throw new Error(`--${name} takes a whole number from 1 to ${max}`);
  return value;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function get(url: string): Promise<string> {
  const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(30_000) });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`warm-up: ${url} answered ${res.status}`);
  return body;
}

/** One of the page's own scripts, as its HTML names it: the yardstick for the page's requests/s. */
function firstScript(html: string): string {
  const src = /<script[^>]*\ssrc="(\/_next\/static\/[^"?]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error(`${PAGE_PATH} names no /_next/static script`);
  return src;
}

/**
 * Passes over every path, right before the loads, until two passes in a row cost the database no call:
 * the steady state the loads measure. Between passes, a pause for the long-running shape's listeners:
 * their first snapshots invalidate what was rendered before, and the invalidation can land seconds after
 * the start (a quiet pass was seen followed by one that read again). The serverless proxy reads the
 * site's status at most every 45 s from its first page request on, so the warm-up is kept short there.
 */
async function warmUp(
  shape: Shape,
  paths: string[],
  pauseMs: number,
  maxPasses = 8,
): Promise<number> {
  let quiet = 0;
  for (let pass = 1; ; pass++) {
    const before = shape.database.rpcCounts().total;
    for (const path of paths) await get(`${shape.url}${path}`);
    quiet = shape.database.rpcCounts().total === before ? quiet + 1 : 0;
    if (quiet === 2 || pass === maxPasses) return pass;
    await sleep(pauseMs);
  }
}

/** The three loads, one after the other (the page first, the only one the proxy sees), and the calls meanwhile. */
async function loads(
  shape: Shape,
  scriptPath: string,
  options: {
    seconds: number;
    connections: number;
    checkRatios: boolean;
    warmUpPasses: number;
    startedAt: number;
  },
): Promise<ShapeLoads> {
  const { seconds, connections, checkRatios, warmUpPasses, startedAt } = options;
  const before = shape.database.rpcCounts();
  const page = await loadTest(new URL(PAGE_PATH, shape.url), seconds, connections);
  const windowS = (Date.now() - startedAt) / 1000;
  const script = await loadTest(new URL(scriptPath, shape.url), seconds, connections);
  const file = await loadTest(new URL(FILE_PATH, shape.url), seconds, connections);
  const after = shape.database.rpcCounts();
  const byMethod = Object.fromEntries(
    Object.entries(after.byMethod)
      .map(([method, n]) => [method, n - (before.byMethod[method] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
  return {
    label: shape.label,
    checkRatios,
    warmUpPasses,
    page,
    script,
    file,
    calls: after.total - before.total,
    byMethod,
    windowS,
  };
}

async function measurePages(shape: Shape, routes: string[]): Promise<PageCost[]> {
  const browser = await launch();
  const close = onStop(() => browser.close());
  try {
    const costs: PageCost[] = [];
    for (const route of routes) costs.push(await measurePage(browser, `${shape.url}${route}`));
    return costs;
  } finally {
    await close();
  }
}

/** A calibration run, then `runs` rounds of (empty page, route) pairs over the routes, in one browser. */
async function lighthouseSession(
  shape: Shape,
  page: EmptyPage,
  routes: string[],
  runs: number,
  withoutScripts: boolean,
): Promise<LighthouseSession> {
  const empty = await serveEmptyPage(page);
  try {
    const [calibration] = await runLighthouse([empty.url]);
    const multiplier = cpuSlowdownFor(calibration.benchmarkIndex);
    console.log(
      `[bench] benchmark index ${calibration.benchmarkIndex.toFixed(0)}: CPU slowdown ${multiplier}×; ${runs * routes.length * 2} Lighthouse runs${withoutScripts ? ", script files refused" : ""} …`,
    );
    const urls: string[] = [];
    for (let round = 0; round < runs; round++)
      for (const route of routes) urls.push(empty.url, `${shape.url}${route}`);
    const startedAt = Date.now();
    const results = await runLighthouse(urls, {
      cpuSlowdownMultiplier: multiplier,
      withoutScripts,
    });
    console.log(
      `[bench] ${urls.length} Lighthouse runs in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
    );
    return {
      calibrationIndex: calibration.benchmarkIndex,
      multiplier,
      runsPerPage: runs,
      emptyUrl: empty.url,
      withoutScripts,
      runs: results,
    };
  } finally {
    await empty.stop();
  }
}

async function main(): Promise<number> {
  const seconds = numberOption("seconds", 10, 120);
  const connections = numberOption("connections", 32, 1000);
  const runs = numberOption("runs", 5, 50);
  const withLighthouse = !process.argv.includes("--no-lighthouse");
  const withoutScripts = process.argv.includes("--without-scripts");
  const chosen = option("routes")
    ?.split(",")
    .map((r) => r.trim())
    .filter(Boolean);
  if (chosen?.some((r) => !r.startsWith("/")))
    throw new Error("--routes takes paths such as /home,/products");
  const pageRoutes = chosen ?? ALL_ROUTES;
  const lighthouseRoutes = chosen ?? LIGHTHOUSE_ROUTES;
  const warmPaths = [...new Set([PAGE_PATH, ...ALL_ROUTES, ...pageRoutes])];
  // A bound on the whole run (starts, loads and Lighthouse runs have bounds of their own): a minute per
  // Lighthouse run against about 9 s here, so it only ends a run that hangs.
  const limitMinutes = 15 + (withLighthouse ? 2 * runs * lighthouseRoutes.length : 0);
  setTimeout(() => {
    console.error(`[bench] still running after ${limitMinutes} minutes: stopping`);
    finish(1);
  }, limitMinutes * 60_000).unref();

  // The empty page is built first, so its build (CPU-bound) overlaps no measurement.
  let emptyPage: EmptyPage | undefined;
  if (withLighthouse) {
    console.log("[bench] building the empty Next.js page …");
    emptyPage = await buildEmptyPage();
  }

  console.log("[bench] starting the serverless shape: the embedded database and `next start` …");
  const serverless = await startServerless();
  const warmedAt = Date.now();
  const scriptPath = firstScript(await get(`${serverless.url}${PAGE_PATH}`));
  const warmPasses = await warmUp(serverless, [...warmPaths, FILE_PATH, scriptPath], 0);
  console.log(`[bench] loading ${PAGE_PATH}, ${scriptPath} and ${FILE_PATH} …`);
  const shapes = [
    await loads(serverless, scriptPath, {
      seconds,
      connections,
      checkRatios: true,
      warmUpPasses: warmPasses,
      startedAt: warmedAt,
    }),
  ];
  console.log("[bench] measuring the pages in Chromium …");
  const costs = await measurePages(serverless, pageRoutes);
  const session = emptyPage
    ? await lighthouseSession(serverless, emptyPage, lighthouseRoutes, runs, withoutScripts)
    : undefined;
  await serverless.stop();

  console.log("[bench] starting the long-running shape: `npm start` …");
  const longRunning = await startLongRunning();
  const longStartedAt = Date.now();
  const longPasses = await warmUp(longRunning, [...warmPaths, FILE_PATH, scriptPath], 3000);
  console.log("[bench] loading …");
  shapes.push(
    await loads(longRunning, scriptPath, {
      seconds,
      connections,
      checkRatios: false,
      warmUpPasses: longPasses,
      startedAt: longStartedAt,
    }),
  );
  await longRunning.stop();

  const misses = [
    ...loadReport(shapes, seconds, connections),
    ...firestoreReport(shapes),
    ...pagesReport(costs, serverless.label),
    ...(session ? lighthouseReport(session, lighthouseRoutes) : []),
  ];
  if (misses.length) {
    console.log(`\nBudget missed:\n${misses.map((m) => `  - ${m}`).join("\n")}`);
    return 1;
  }
  console.log(`\nBudget met.${session ? "" : " (without Lighthouse)"}`);
  return 0;
}

let finishing = false;

/** Stops what is still running, then exits; the first call decides the exit code. */
function finish(code: number): void {
  if (finishing) return;
  finishing = true;
  void stopAll().finally(() => process.exit(code));
}

// The script runs in Node itself (`--import tsx`), not under the tsx command, which kills its child when
// it does not answer a signal within 30 ms (a busy Lighthouse run) and would leave the servers running.
// The handlers stay for a second Ctrl-C, which changes nothing.
process.on("SIGINT", () => {
  if (!finishing) console.error("\n[bench] interrupted: stopping what it started …");
  finish(130);
});
process.on("SIGTERM", () => finish(143));
// Lighthouse leaves promises of its own behind when its browser goes; whatever fails, the run ends
// through `finish`, which stops the servers first.
for (const event of ["unhandledRejection", "uncaughtException"] as const) {
  process.on(event, (error: unknown) => {
    if (!finishing) console.error(error instanceof Error ? error.stack : error);
    finish(1);
  });
}

main().then(
  (code) => finish(code),
  (error: unknown) => {
    // After Ctrl-C, what failed is only what was stopped under it.
    if (!finishing) console.error(error instanceof Error ? error.stack : error);
    finish(1);
  },
);

// `npm run bench` on a built site (`npm run build` first): starts the production server on an embedded
// database of its own (free ports, demo content), then prints side by side, from one run: requests/s and
// p99 of /home, a product page and a static file; the Firestore calls the database received during that
// load; the gzip JavaScript each route loads before `load`; LCP; and Lighthouse's scores per route. It
// exits non-zero when the budget is missed. Loopback only, bounded in time; not part of `npm test`.
//
// Options: --seconds=10 --connections=32 --no-lighthouse (quicker runs while working).
import { mainNav } from "@/lib/site";
import { launch, measurePage, type PageCost } from "./bench/browser";
import { runLighthouse, type LighthouseScores } from "./bench/lighthouse";
import { loadTest, type LoadResult } from "./bench/load";
import { startBenchSite } from "./bench/site";

const PRODUCT_PATH = "/products/form-tools";
const SERVICE_PATH = "/technology/cnc-tool-grinding";
const STATIC_PATH = "/logo.svg";

export const BUDGET = {
  jsGzipBytes: 150_000,
  throughputRatio: 0.25,
  p99Ms: 100,
  firestoreCallsDuringLoad: 0,
  lcpHomeMs: 1500,
  performance: 0.98,
  otherCategories: 1,
};

function option(name: string, fallback: string): string {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function main(): Promise<number> {
  const seconds = Number(option("seconds", "10"));
  const connections = Number(option("connections", "32"));
  const withLighthouse = !process.argv.includes("--no-lighthouse");
  const routes = [...mainNav.map((item) => item.href), PRODUCT_PATH, SERVICE_PATH];
  const misses: string[] = [];

  console.log("[bench] starting the production server on an embedded database …");
  const site = await startBenchSite();
  try {
    // Warm-up: every route rendered once and the change listeners attached, so the load measures the
    // steady state of a long-running server.
    for (const path of [...routes, STATIC_PATH]) await (await fetch(`${site.url}${path}`)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 3000));
    for (const path of [...routes, STATIC_PATH]) await (await fetch(`${site.url}${path}`)).arrayBuffer();

    const before = site.database.rpcCounts();
    const loads: LoadResult[] = [];
    for (const path of ["/home", PRODUCT_PATH, STATIC_PATH]) {
      loads.push(await loadTest(new URL(path, site.url), seconds, connections));
    }
    const after = site.database.rpcCounts();
    const calls = after.total - before.total;
    const byMethod = Object.entries(after.byMethod)
      .map(([method, n]) => [method, n - (before.byMethod[method] ?? 0)] as const)
      .filter(([, n]) => n > 0);

    const staticRps = loads[2].rps;
    console.log(`\nLoad: ${seconds} s per path, ${connections} connections (${loads[0].tool})`);
    console.log(`${"path".padEnd(32)}${pad("req/s", 9)}${pad("× static", 10)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}${pad("errors", 8)}`);
    for (const load of loads) {
      const ratio = load.rps / staticRps;
      console.log(
        `${load.path.padEnd(32)}${pad(load.rps.toFixed(0), 9)}${pad(ratio.toFixed(2), 10)}${pad(load.p50Ms.toFixed(1), 9)}` +
          `${pad(load.p99Ms.toFixed(1), 9)}${pad(load.errors, 8)}`,
      );
      if (load.errors > 0) misses.push(`${load.path}: ${load.errors} errors under load`);
      if (load.path === STATIC_PATH) continue;
      if (ratio < BUDGET.throughputRatio) misses.push(`${load.path}: ${ratio.toFixed(2)} × the static file's requests/s (budget ${BUDGET.throughputRatio})`);
      if (!(load.p99Ms <= BUDGET.p99Ms)) misses.push(`${load.path}: p99 ${load.p99Ms.toFixed(0)} ms (budget ${BUDGET.p99Ms})`);
    }
    console.log(`Firestore calls received by the database during the load: ${calls}${byMethod.length ? ` (${byMethod.map(([m, n]) => `${m} ${n}`).join(", ")})` : ""}`);
    if (calls > BUDGET.firestoreCallsDuringLoad) misses.push(`${calls} Firestore calls during the load (budget 0)`);

    const browser = await launch();
    const costs: PageCost[] = [];
    try {
      for (const path of routes) costs.push(await measurePage(browser, `${site.url}${path}`));
    } finally {
      await browser.close();
    }

    let scores: LighthouseScores[] = [];
    if (withLighthouse) scores = await runLighthouse(routes.map((path) => `${site.url}${path}`));

    console.log(`\nPages (headless Chromium, 412 px wide, empty cache${withLighthouse ? "; Lighthouse mobile, default throttling" : ""})`);
    console.log(
      `${"path".padEnd(32)}${pad("JS gzip KB", 11)}${pad("scripts", 9)}${pad("LCP ms", 8)}` +
        (withLighthouse ? `${pad("perf", 6)}${pad("a11y", 6)}${pad("bp", 6)}${pad("seo", 6)}${pad("LH LCP", 8)}` : ""),
    );
    for (const cost of costs) {
      const lh = scores.find((s) => s.path === cost.path);
      console.log(
        `${cost.path.padEnd(32)}${pad(kb(cost.jsGzipBytes), 11)}${pad(cost.scripts, 9)}${pad(cost.lcpMs.toFixed(0), 8)}` +
          (lh
            ? `${pad(lh.performance.toFixed(2), 6)}${pad(lh.accessibility.toFixed(2), 6)}${pad(lh.bestPractices.toFixed(2), 6)}` +
              `${pad(lh.seo.toFixed(2), 6)}${pad(lh.lcpMs.toFixed(0), 8)}`
            : ""),
      );
      if (cost.jsGzipBytes > BUDGET.jsGzipBytes) misses.push(`${cost.path}: ${kb(cost.jsGzipBytes)} KB of JavaScript before load (budget 150)`);
      if (cost.path === "/home" && !(cost.lcpMs <= BUDGET.lcpHomeMs)) misses.push(`/home: LCP ${cost.lcpMs.toFixed(0)} ms (budget ${BUDGET.lcpHomeMs})`);
      if (lh) {
        const low = [
          ["performance", lh.performance, BUDGET.performance],
          ["accessibility", lh.accessibility, BUDGET.otherCategories],
          ["best practices", lh.bestPractices, BUDGET.otherCategories],
          ["SEO", lh.seo, BUDGET.otherCategories],
        ].filter(([, value, min]) => (value as number) < (min as number));
        for (const [name, value] of low) misses.push(`${cost.path}: Lighthouse ${name} ${(value as number).toFixed(2)} (${lh.failing.join(", ")})`);
      }
    }
  } finally {
    await site.stop();
  }

  if (misses.length) {
    console.log(`\nBudget missed:\n${misses.map((m) => `  - ${m}`).join("\n")}`);
    return 1;
  }
  console.log("\nBudget met.");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);

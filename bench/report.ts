// The budget (from the issue) and the tables: each part of the benchmark is printed as one table and
// checked against its lines of the budget here, returning one message per line missed.
import type { PageCost } from "./browser";
import type { LighthouseRun } from "./lighthouse";
import type { LoadResult } from "./load";

const BUDGET = {
  /** /home's requests/s against a /_next/static script's from the same server (serverless shape). */
  pageVsScript: 0.25,
  /** A public/ file's requests/s against the script's (serverless shape). */
  fileVsScript: 0.8,
  /** /home's p99 under load, in both shapes. */
  p99Ms: 100,
  firestoreCalls: 0,
  jsGzipBytes: 150_000,
  /** A route's median Lighthouse performance may sit this far below the empty page's, no further. */
  performanceBelowEmpty: 0.03,
  /** A route's median Total Blocking Time may exceed the empty page's by this much, no more. */
  tbtOverEmptyMs: 60,
  otherCategories: 1,
};

export type ShapeLoads = {
  label: string;
  /** Whether the requests/s ratios are checked (the serverless shape; the other is shown beside it). */
  checkRatios: boolean;
  /** Passes over every route until one cost no Firestore call. */
  warmUpPasses: number;
  page: LoadResult;
  script: LoadResult;
  file: LoadResult;
  calls: number;
  byMethod: Record<string, number>;
  /** Seconds from the warm-up's first page request to the end of the page load. */
  windowS: number;
};

const pad = (text: string | number, width: number) => String(text).padStart(width);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : "–");

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function loadReport(shapes: ShapeLoads[], seconds: number, connections: number): string[] {
  const misses: string[] = [];
  const rows = (s: ShapeLoads) => [s.page, s.script, s.file];
  const width = Math.max(...shapes.flatMap((s) => rows(s).map((l) => l.path.length))) + 2;
  const block = 44;
  console.log(
    `\nLoad: ${seconds} s per path, ${connections} connections (${shapes[0].page.tool}), one run each`,
  );
  console.log(
    `${"".padEnd(width)}${shapes.map((s) => `  ${s.label.padEnd(block - 2)}`).join("")}`.trimEnd(),
  );
  const head = `${pad("req/s", 8)}${pad("× script", 10)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}${pad("errors", 8)}`;
  console.log(`${"path".padEnd(width)}${shapes.map(() => head).join("")}`);
  for (let row = 0; row < 3; row++) {
    const cells = shapes.map((s) => {
      const load = rows(s)[row];
      const ratio = load.rps / s.script.rps;
      return `${pad(load.rps.toFixed(0), 8)}${pad(ratio.toFixed(2), 10)}${pad(load.p50Ms.toFixed(1), 9)}${pad(load.p99Ms.toFixed(1), 9)}${pad(load.errors, 8)}`;
    });
    console.log(`${rows(shapes[0])[row].path.padEnd(width)}${cells.join("")}`);
  }
  if (shapes.some((s) => rows(s).some((l) => l.tool !== "wrk"))) {
    // A Node client saturates a core of its own before the site does (bench/load.ts): the ratios then
    // compare the client with itself, not a page with a static file.
    misses.push(
      "the loads ran with the Node client, not wrk: the rates above are the client's; install Debian's wrk (apt-get install wrk) and run again",
    );
  }
  for (const s of shapes) {
    for (const load of rows(s))
      if (load.errors > 0)
        misses.push(`${s.label}: ${load.path} had ${load.errors} errors under load`);
    if (!(s.page.p99Ms <= BUDGET.p99Ms))
      misses.push(
        `${s.label}: ${s.page.path} p99 ${s.page.p99Ms.toFixed(0)} ms (budget ≤ ${BUDGET.p99Ms})`,
      );
    if (!s.checkRatios) continue;
    const pageRatio = s.page.rps / s.script.rps;
    const fileRatio = s.file.rps / s.script.rps;
    if (!(pageRatio >= BUDGET.pageVsScript))
      misses.push(
        `${s.label}: ${s.page.path} at ${pageRatio.toFixed(3)} × the script's requests/s (budget ≥ ${BUDGET.pageVsScript})`,
      );
    if (!(fileRatio >= BUDGET.fileVsScript))
      misses.push(
        `${s.label}: ${s.file.path} at ${fileRatio.toFixed(3)} × the script's requests/s (budget ≥ ${BUDGET.fileVsScript})`,
      );
  }
  return misses;
}

/** The serverless proxy reads the site's status at most once per 45 s per instance (lib/http/site-status.ts). */
const STATUS_READ_PERIOD_S = 45;

export function firestoreReport(shapes: ShapeLoads[]): string[] {
  const misses: string[] = [];
  console.log(
    "\nFirestore calls received by the database during the loads (no edits), after warm-up passes over every route",
  );
  const width = Math.max(...shapes.map((s) => s.label.length)) + 2;
  console.log(`${"shape".padEnd(width)}${pad("warm-up passes", 15)}${pad("calls", 7)}  by method`);
  for (const s of shapes) {
    const methods = Object.entries(s.byMethod)
      .map(([m, n]) => `${m} ${n}`)
      .join(", ");
    console.log(
      `${s.label.padEnd(width)}${pad(s.warmUpPasses, 15)}${pad(s.calls, 7)}  ${methods || "–"}`,
    );
    if (s.calls > BUDGET.firestoreCalls)
      misses.push(
        `${s.label}: ${s.calls} Firestore calls during the loads (budget ${BUDGET.firestoreCalls})`,
      );
    if (s.checkRatios && s.windowS > STATUS_READ_PERIOD_S) {
      console.log(
        `  (the page load ended ${s.windowS.toFixed(0)} s after the warm-up began: the proxy's status read, due every ${STATUS_READ_PERIOD_S} s, may fall inside it; use fewer --seconds)`,
      );
    }
  }
  return misses;
}

export function pagesReport(costs: PageCost[], shape: string): string[] {
  const misses: string[] = [];
  console.log(`\nPages, ${shape} (headless Chromium, 412 px wide, empty cache)`);
  const width = Math.max(...costs.map((c) => c.path.length)) + 2;
  console.log(
    `${"path".padEnd(width)}${pad("JS gzip KB", 11)}${pad("scripts", 9)}${pad("LCP ms", 8)}`,
  );
  for (const cost of costs) {
    console.log(
      `${cost.path.padEnd(width)}${pad(kb(cost.jsGzipBytes), 11)}${pad(cost.scripts, 9)}${pad(ms(cost.lcpMs), 8)}`,
    );
    if (cost.jsGzipBytes > BUDGET.jsGzipBytes)
      misses.push(
        `${cost.path}: ${kb(cost.jsGzipBytes)} KB of JavaScript before load (budget ≤ ${kb(BUDGET.jsGzipBytes)})`,
      );
  }
  return misses;
}

type PageSummary = {
  name: string;
  runs: LighthouseRun[];
  /** The runs the medians come from: those not held, or all of them when every run was held. */
  used: LighthouseRun[];
  allHeld: boolean;
  performance: number;
  tbtMs: number;
  pageBlockingMs: number;
  fcpMs: number;
  lcpMs: number;
};

function summarize(name: string, runs: LighthouseRun[]): PageSummary {
  const kept = runs.filter((r) => !r.held);
  const used = kept.length ? kept : runs;
  return {
    name,
    runs,
    used,
    allHeld: kept.length === 0,
    performance: median(used.map((r) => r.performance)),
    tbtMs: median(used.map((r) => r.tbtMs)),
    pageBlockingMs: median(used.map((r) => r.pageBlockingMs)),
    fcpMs: median(used.map((r) => r.fcpMs)),
    lcpMs: median(used.map((r) => r.lcpMs)),
  };
}

export type LighthouseSession = {
  calibrationIndex: number;
  multiplier: number;
  runsPerPage: number;
  emptyUrl: string;
  /** Every script file was refused (--without-scripts): the pages' HTML and CSS alone. */
  withoutScripts: boolean;
  /** Every run of the session in order, empty page and routes interleaved. */
  runs: LighthouseRun[];
};

export function lighthouseReport(session: LighthouseSession, routes: string[]): string[] {
  const misses: string[] = [];
  const pathOf = (r: LighthouseRun) =>
    r.url === session.emptyUrl ? "empty" : new URL(r.url).pathname;
  const empty = summarize(
    "empty Next.js page",
    session.runs.filter((r) => pathOf(r) === "empty"),
  );
  const pages = routes.map((route) =>
    summarize(
      route,
      session.runs.filter((r) => pathOf(r) === route),
    ),
  );
  const indexes = session.runs.map((r) => r.benchmarkIndex);
  console.log(
    `\nLighthouse, mobile (simulated slow 4G), side by side with an empty Next.js page: ${session.runsPerPage} run(s) per route in one ` +
      "session, each after a run of the empty page",
  );
  if (session.withoutScripts)
    console.log(
      "Every script file refused, on both: what the pages' HTML and CSS cost alone (no run counts as held)",
    );
  console.log(
    `Benchmark index ${session.calibrationIndex.toFixed(0)} in a calibration run → CPU slowdown ${session.multiplier}× ` +
      `(Lighthouse's slowdown calculator: 3× at 1,300, one more per 233; to the nearest 0.5); index ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)} during the runs`,
  );
  console.log("Medians of the runs whose first paint was not held past the load event");
  const width = Math.max(...[empty, ...pages].map((p) => p.name.length)) + 2;
  console.log(
    `${"page".padEnd(width)}${pad("runs", 6)}${pad("held", 6)}${pad("perf", 7)}${pad("Δ empty", 9)}${pad("TBT ms", 8)}${pad("Δ empty", 9)}` +
      `${pad("page ms", 9)}${pad("FCP ms", 8)}${pad("LCP ms", 8)}${pad("a11y", 6)}${pad("bp", 6)}${pad("seo", 6)}`,
  );
  const lowest = (p: PageSummary, key: "accessibility" | "bestPractices" | "seo") =>
    Math.min(...p.runs.map((r) => r[key]));
  const sign = (n: number, digits: number) => (n >= 0 ? "+" : "−") + Math.abs(n).toFixed(digits);
  for (const p of [empty, ...pages]) {
    const isEmpty = p === empty;
    console.log(
      `${p.name.padEnd(width)}${pad(`${p.used.length}/${p.runs.length}`, 6)}${pad(`${p.runs.filter((r) => r.held).length}${p.allHeld ? "*" : ""}`, 6)}` +
        `${pad(p.performance.toFixed(2), 7)}${pad(isEmpty ? "" : sign(p.performance - empty.performance, 2), 9)}` +
        `${pad(ms(p.tbtMs), 8)}${pad(isEmpty ? "" : sign(p.tbtMs - empty.tbtMs, 0), 9)}` +
        `${pad(ms(p.pageBlockingMs), 9)}${pad(ms(p.fcpMs), 8)}${pad(ms(p.lcpMs), 8)}` +
        `${pad(lowest(p, "accessibility").toFixed(2), 6)}${pad(lowest(p, "bestPractices").toFixed(2), 6)}${pad(lowest(p, "seo").toFixed(2), 6)}`,
    );
  }
  console.log(
    "(page ms: the blocking time in tasks Lighthouse puts on no script, the page's own parsing, style, layout and paint;",
  );
  console.log(" a11y, bp, seo: the lowest of the page's runs)");
  const emptyFailing = [
    ...new Set(
      empty.runs.flatMap((r) => [
        ...r.failing.accessibility,
        ...r.failing.bestPractices,
        ...r.failing.seo,
      ]),
    ),
  ];
  if (emptyFailing.length) console.log(`  ${empty.name} (not checked): ${emptyFailing.join(", ")}`);
  for (const p of [empty, ...pages]) {
    const held = p.runs.map((r, i) => (r.held ? i + 1 : 0)).filter(Boolean);
    if (!held.length) continue;
    const what = p.allHeld
      ? "every run held: the medians use them all (marked *)"
      : "left out of the medians";
    console.log(
      `  ${p.name}: first paint held past load in run(s) ${held.join(", ")} of ${p.runs.length}, ${what}`,
    );
  }

  for (const p of pages) {
    const floor = empty.performance - BUDGET.performanceBelowEmpty;
    if (!(p.performance >= floor - 1e-9)) {
      misses.push(
        `${p.name}: Lighthouse performance ${p.performance.toFixed(3)}, empty page ${empty.performance.toFixed(3)} (budget ≥ ${floor.toFixed(3)})`,
      );
    }
    const ceiling = empty.tbtMs + BUDGET.tbtOverEmptyMs;
    if (!(p.tbtMs <= ceiling))
      misses.push(
        `${p.name}: Total Blocking Time ${ms(p.tbtMs)} ms, empty page ${ms(empty.tbtMs)} ms (budget ≤ ${ms(ceiling)})`,
      );
    for (const [label, key] of [
      ["accessibility", "accessibility"],
      ["best practices", "bestPractices"],
      ["SEO", "seo"],
    ] as const) {
      const low = lowest(p, key);
      if (low < BUDGET.otherCategories) {
        const audits = [...new Set(p.runs.flatMap((r) => r.failing[key]))];
        misses.push(
          `${p.name}: Lighthouse ${label} ${low.toFixed(2)} (${audits.join(", ") || "no audit named"})`,
        );
      }
    }
  }
  return misses;
}

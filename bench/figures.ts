// What the benchmark reads and judges by, free of any process: wrk's reports, the CPU slowdown for a
// machine's speed, the medians of the Lighthouse runs and each page's script cost, and the budget
// (issue 49), one message per line of it missed.
import type { FirstLoad } from "./first-load-js";

export type Load = { path: string; rps: number; p50Ms: number; p99Ms: number; errors: number };

/** One Lighthouse run of one page, with its scripts or with every script refused. */
export type LighthouseRun = {
  page: string;
  scripts: boolean;
  performance: number;
  tbtMs: number;
  lcpMs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The audits that cost points in accessibility, best practices or SEO. */
  failing: string[];
};

const BUDGET = {
  /** How far a route's script cost may exceed the empty page's: in score, and in blocking time. */
  scoreOverEmpty: 0.02,
  msOverEmpty: 100,
  /** /home's requests/s against a public/ file's (npm start) or a /_next/static script's (serverless). */
  homeShare: 0.25,
  /** A public/ file's requests/s against the script's (serverless). */
  fileShare: 0.8,
  p99Ms: 100,
  jsGzipBytes: 175_000,
};

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** What a wrk report says (the percentiles from its latency distribution, not the thread stats). */
export function readWrkReport(out: string): Omit<Load, "path"> {
  const percentile = (p: number) => {
    const m = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m|h)\\s*$`, "m").exec(out);
    return m ? Number(m[1]) * MS_PER_UNIT[m[2]] : Number.NaN;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    errors:
      Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0) +
      (socket ?? []).slice(1).reduce((sum, n) => sum + Number(n), 0),
  };
}

/**
 * The CPU slowdown that makes a machine of this benchmark index emulate a mid-tier phone, as the
 * calculator linked from Lighthouse's throttling docs gives it: 1× at 150, 2× at 800, 3× at 1,300, then
 * one more for every 233; a straight line between anchors, to the nearest 0.5, never below 1.
 */
export function cpuSlowdownFor(index: number): number {
  const anchors = [150, 800, 1300, 1533];
  const below = anchors.findLastIndex((a) => a <= index);
  const i = Math.min(Math.max(0, below), 2);
  const multiplier = i + 1 + (index - anchors[i]) / (anchors[i + 1] - anchors[i]);
  return Math.max(1, Math.round(multiplier * 2) / 2);
}

export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const CATEGORIES = ["accessibility", "bestPractices", "seo"] as const;

export type PageSummary = ReturnType<typeof summarize>;

/**
 * A page's medians with its scripts and without, and its script cost: the score without scripts less
 * the score with them, and the blocking time with them less without. Accessibility, best practices and
 * SEO are the lowest of its runs with scripts.
 */
export function summarize(page: string, runs: LighthouseRun[]) {
  const mine = runs.filter((r) => r.page === page);
  const [withJs, noJs] = [mine.filter((r) => r.scripts), mine.filter((r) => !r.scripts)];
  const med = (key: "performance" | "tbtMs" | "lcpMs", of = withJs) =>
    median(of.map((r) => r[key]));
  const [score, ms] = [med("performance"), med("tbtMs")];
  const [bareScore, bareMs] = [med("performance", noJs), med("tbtMs", noJs)];
  return {
    page,
    score,
    ms,
    lcpMs: med("lcpMs"),
    bareScore,
    bareMs,
    cost: { score: bareScore - score, ms: ms - bareMs },
    categories: CATEGORIES.map((key) => Math.min(...withJs.map((r) => r[key]))),
    failing: [...new Set(withJs.flatMap((r) => r.failing))],
  };
}

export function lighthouseMisses(empty: PageSummary, routes: PageSummary[]): string[] {
  const score = empty.cost.score + BUDGET.scoreOverEmpty;
  const ms = empty.cost.ms + BUDGET.msOverEmpty;
  const misses: string[] = [];
  for (const { page, cost, categories, failing } of routes) {
    // Scores are medians of two-decimal figures: a cost at the margin is within it, whatever the float.
    if (!(cost.score <= score + 1e-9))
      misses.push(`${page}: script cost ${cost.score.toFixed(3)} (≤ ${score.toFixed(3)})`);
    if (!(cost.ms <= ms))
      misses.push(`${page}: script cost ${cost.ms.toFixed(0)} ms (≤ ${ms.toFixed(0)})`);
    if (!(Math.min(...categories) >= 1))
      misses.push(`${page}: a11y, bp, SEO ${categories.join(", ")} (${failing.join(", ")})`);
  }
  return misses;
}

export type ShapeLoads = {
  shape: "serverless" | "npm start";
  home: Load;
  script: Load;
  file: Load;
  /** Firestore calls received by the database during the loads, by method. */
  calls: Record<string, number>;
};

export function loadMisses({ shape, home, script, file, calls }: ShapeLoads): string[] {
  const misses = [home, script, file]
    .filter((load) => load.errors > 0)
    .map((load) => `${shape}: ${load.path} had ${load.errors} errors`);
  const share = (load: Load, of: Load, least: number) => {
    const ratio = load.rps / of.rps;
    if (!(ratio >= least))
      misses.push(`${shape}: ${load.path} at ${ratio.toFixed(2)}× ${of.path} (≥ ${least}×)`);
  };
  share(home, shape === "serverless" ? script : file, BUDGET.homeShare);
  if (shape === "serverless") share(file, script, BUDGET.fileShare);
  if (!(home.p99Ms <= BUDGET.p99Ms))
    misses.push(`${shape}: ${home.path} p99 ${home.p99Ms.toFixed(0)} ms (≤ ${BUDGET.p99Ms})`);
  const count = Object.values(calls).reduce((a, b) => a + b, 0);
  if (count) misses.push(`${shape}: ${count} Firestore calls during the loads (none)`);
  return misses;
}

export const jsMisses = (pages: FirstLoad[]) =>
  pages
    .filter((p) => p.bytes > BUDGET.jsGzipBytes)
    .map((p) => `${p.route}: ${p.bytes} bytes of JavaScript before load (≤ ${BUDGET.jsGzipBytes})`);

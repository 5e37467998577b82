// Lighthouse (a mobile device on simulated slow 4G and a slowed CPU) on pages served on loopback, in the
// system's Chromium started by chrome-launcher, plus the figures the benchmark compares runs by: the
// machine's benchmark index (to calibrate the CPU slowdown) and whether Chromium held the first paint.
import { chromiumPath, CHROMIUM_FLAGS } from "@/tests/e2e/support/browser";
import { onStop } from "./processes";

export type LighthouseRun = {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  /** The part of the blocking time in tasks that Lighthouse puts on no script (see pageBlockingMs). */
  pageBlockingMs: number;
  fcpMs: number;
  lcpMs: number;
  /**
   * Chromium showed the first frame only after the load event: in its headless mode the display
   * compositor sometimes throttles a page that waited on its stylesheet (see the README's benchmark
   * notes), and the simulated metrics then charge the page for the wait.
   */
  held: boolean;
  /** Lighthouse's measure of this machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** The audits that cost points in each of the other categories, for the report. */
  failing: Record<"accessibility" | "bestPractices" | "seo", string[]>;
};

type Category = { score: number | null; auditRefs: { id: string }[] };
type Audit = {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: Record<string, number | string | undefined>[] };
};
type Result =
  | {
      lhr: {
        categories: Record<string, Category>;
        audits: Record<string, Audit>;
        environment: { benchmarkIndex: number };
      };
    }
  | undefined;
type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config: Record<string, unknown>,
) => Promise<Result>;

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * Benchmark indexes and the CPU slowdown that makes a machine of that index emulate a mid-tier phone, as
 * the slowdown calculator linked from Lighthouse's throttling docs computes it: 1× at 150, 2× at 800, 3×
 * at 1,300, then one more for every 233 (4× at 1,533, 5× at 1,766, 6× at 2,000). Between two anchors it
 * is a straight line; past the last, the same slope goes on.
 */
const SLOWDOWN_ANCHORS: [index: number, multiplier: number][] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/**
 * The CPU slowdown for a machine of this benchmark index (see SLOWDOWN_ANCHORS), to the nearest 0.5 and
 * never below 1 (no slowdown). The issue measured 5× for an index of 1,377–1,999.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const upper = SLOWDOWN_ANCHORS.findIndex(([index]) => benchmarkIndex < index);
  const i = upper === -1 ? SLOWDOWN_ANCHORS.length - 1 : Math.max(upper, 1);
  const [x0, y0] = SLOWDOWN_ANCHORS[i - 1];
  const [x1, y1] = SLOWDOWN_ANCHORS[i];
  const multiplier = y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0);
  return Math.max(1, Math.round(multiplier * 2) / 2);
}

/** A long task as Lighthouse's long-tasks audit lists it: simulated start and duration, and its script. */
export type LongTask = { url?: string; startTime?: number; duration?: number };

const BLOCKING_THRESHOLD_MS = 50;

/**
 * The blocking time of the long tasks that Lighthouse attributes to no script (to the page's address, a
 * stylesheet or nothing): the page's own parsing, style, layout and paint. Each task counts as Total
 * Blocking Time counts it: clipped to first paint…interactive, less 50 ms. What is left of the blocking
 * time is in scripts, above all the one that starts Next and hydrates, which the empty page has too.
 */
export function pageBlockingMs(
  longTasks: LongTask[],
  fcpMs: number,
  interactiveMs: number,
): number {
  let sum = 0;
  for (const { url = "", startTime = 0, duration = 0 } of longTasks) {
    if (/\.m?js(?:[?#]|$)/.test(url)) continue;
    const clipped = Math.min(startTime + duration, interactiveMs) - Math.max(startTime, fcpMs);
    sum += Math.max(0, clipped - BLOCKING_THRESHOLD_MS);
  }
  return sum;
}

export type LighthouseOptions = {
  /** Without it, Lighthouse's default (4×). */
  cpuSlowdownMultiplier?: number;
  /**
   * Every script file refused (Lighthouse's own blockedUrlPatterns): what a page's HTML and CSS cost the
   * browser alone, the least any change to its JavaScript could bring it to. Its load event then comes
   * before the first paint, so no run counts as held.
   */
  withoutScripts?: boolean;
};

/** Runs Lighthouse on each url in turn, in one browser. */
export async function runLighthouse(
  urls: string[],
  options: LighthouseOptions = {},
): Promise<LighthouseRun[]> {
  const { default: lighthouse } = (await import("lighthouse")) as unknown as {
    default: Lighthouse;
  };
  const chromeLauncher = await import("chrome-launcher");
  // Ctrl-C is the benchmark's to handle (it stops the sites too): chrome-launcher's own handler would exit.
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    handleSIGINT: false,
  });
  const stop = onStop(async () => chrome.kill());
  const config = {
    extends: "lighthouse:default",
    settings: {
      onlyCategories: CATEGORIES,
      ...(options.cpuSlowdownMultiplier
        ? { throttling: { cpuSlowdownMultiplier: options.cpuSlowdownMultiplier } }
        : {}),
      ...(options.withoutScripts ? { blockedUrlPatterns: ["*.js"] } : {}),
    },
  };
  const out: LighthouseRun[] = [];
  try {
    for (const url of urls) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: "json", logLevel: "error" },
        config,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits, environment } = result.lhr;
      const score = (id: string) => categories[id]?.score ?? 0;
      const failing = (id: string) =>
        (categories[id]?.auditRefs ?? [])
          .map((ref) => audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1)
          .map((a) => a.id);
      const observed = (audits.metrics?.details?.items?.[0] ?? {}) as Record<
        string,
        number | undefined
      >;
      const fcpMs = audits["first-contentful-paint"]?.numericValue ?? Number.NaN;
      out.push({
        url,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        pageBlockingMs: pageBlockingMs(
          (audits["long-tasks"]?.details?.items ?? []) as LongTask[],
          fcpMs,
          audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY,
        ),
        fcpMs,
        lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        held:
          !options.withoutScripts &&
          (observed.observedFirstContentfulPaint ?? 0) >
            (observed.observedLoad ?? Number.POSITIVE_INFINITY),
        benchmarkIndex: environment.benchmarkIndex,
        failing: {
          accessibility: failing("accessibility"),
          bestPractices: failing("best-practices"),
          seo: failing("seo"),
        },
      });
    }
  } finally {
    await stop();
  }
  return out;
}

// Lighthouse (its default: a mobile device with simulated slow 4G and CPU) on pages of the running site,
// in the system's Chromium started by chrome-launcher.
import { chromiumPath, CHROMIUM_FLAGS } from "@/tests/e2e/support/browser";

export type LighthouseScores = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** Audits that cost points, for the report. */
  failing: string[];
};

type Category = { score: number | null };
type Audit = { id: string; title: string; score: number | null; scoreDisplayMode: string; numericValue?: number };
type Result = { lhr: { categories: Record<string, Category>; audits: Record<string, Audit> } } | undefined;

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** Runs Lighthouse on each url in turn, in one browser. */
export async function runLighthouse(urls: string[]): Promise<LighthouseScores[]> {
  const { default: lighthouse } = (await import("lighthouse")) as unknown as {
    default: (url: string, flags: Record<string, unknown>) => Promise<Result>;
  };
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS] });
  const out: LighthouseScores[] = [];
  try {
    for (const url of urls) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => categories[id]?.score ?? 0;
      out.push({
        path: new URL(url).pathname,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        failing: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 0.9 && ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode))
          .map((a) => a.id),
      });
    }
  } finally {
    chrome.kill();
  }
  return out;
}

// Lighthouse's Node API (mobile, simulated slow 4G) in the system's Chromium, started by chrome-launcher
// with its own flags less the one that turns RenderDocument off: Chrome ships it on, and without it
// headless Chromium holds many first paints past `load`. The CPU slowdown follows the machine's speed.
import type { Flags, RunnerResult } from "lighthouse";
import { CHROMIUM_FLAGS, chromiumPath } from "@/tests/e2e/support/browser";
import { cpuSlowdownFor, type LighthouseRun } from "./figures";
import { onStop } from "./servers";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function read({
  categories,
  audits,
}: RunnerResult["lhr"]): Omit<LighthouseRun, "page" | "scripts"> {
  const score = (id: string) => categories[id]?.score ?? 0;
  return {
    performance: score("performance"),
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    failing: CATEGORIES.slice(1).flatMap((id) =>
      categories[id].auditRefs.filter((r) => (audits[r.id]?.score ?? 1) < 1).map((r) => r.id),
    ),
  };
}

/**
 * One calibration run, then `runs` rounds over the pages (name → address), each page with its scripts
 * and right after with every script file refused (blockedUrlPatterns), all in one browser.
 */
export async function runLighthouse(pages: Record<string, string>, runs: number) {
  const { default: lighthouse } = await import("lighthouse");
  const { launch, Launcher } = await import("chrome-launcher");
  const renderDocumentOn = Launcher.defaultFlags().map((flag) =>
    flag.startsWith("--disable-features=") ? flag.replace(/,?RenderDocument\b/, "") : flag,
  );
  // Ctrl-C is the benchmark's to handle: chrome-launcher's own handler would exit at once.
  const chrome = await launch({
    chromePath: chromiumPath(),
    ignoreDefaultFlags: true,
    chromeFlags: [...renderDocumentOn, "--headless=new", ...CHROMIUM_FLAGS],
    handleSIGINT: false,
  });
  onStop(() => chrome.kill());
  const run = async (url: string, settings: Flags) => {
    const flags = { port: chrome.port, logLevel: "error" as const };
    const config = {
      extends: "lighthouse:default",
      settings: { onlyCategories: CATEGORIES, ...settings },
    };
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  };
  try {
    const index = (await run(Object.values(pages)[0], {})).environment.benchmarkIndex;
    const cpuSlowdownMultiplier = cpuSlowdownFor(index);
    const total = runs * Object.keys(pages).length * 2;
    console.log(
      `[bench] benchmark index ${index.toFixed(0)}: CPU ${cpuSlowdownMultiplier}×, ${total} runs`,
    );
    const results: LighthouseRun[] = [];
    for (let round = 0; round < runs; round++)
      for (const [page, url] of Object.entries(pages))
        for (const scripts of [true, false]) {
          const blockedUrlPatterns = scripts ? [] : ["*.js"];
          const lhr = await run(url, { throttling: { cpuSlowdownMultiplier }, blockedUrlPatterns });
          results.push({ page, scripts, ...read(lhr) });
        }
    return { index, cpuSlowdownMultiplier, results };
  } finally {
    chrome.kill();
  }
}

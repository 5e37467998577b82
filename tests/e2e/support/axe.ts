// An axe-core scan of the page as it is, reduced to the violations that count here: serious and critical.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";

const AXE = path.join(process.cwd(), "node_modules", "axe-core", "axe.min.js");

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Loads axe into every page of `context` as the page starts, for a test that scans many pages: cheaper
 * than sending its half a megabyte to each page after it has loaded (the script is compiled once).
 */
export async function axeInEveryPage(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: readFileSync(AXE, "utf8") });
}

async function scan(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    type Axe = {
      run: (
        ctx: Document,
        options: { resultTypes: string[] },
      ) => Promise<{ violations: Violation[] }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    // Every rule runs; only the rules that passed or did not apply are reported in brief (axe's own option).
    return (await axe.run(document, { resultTypes: ["violations"] })).violations;
  });
}

/** The serious and critical violations, one line each, naming where they are. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await scan(page))
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
}

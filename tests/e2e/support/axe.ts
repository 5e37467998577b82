// An axe-core scan of the page as it is, reduced to the violations that count here: serious and critical.
import path from "node:path";
import type { Page } from "playwright-core";

const AXE = path.join(process.cwd(), "node_modules", "axe-core", "axe.min.js");

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

async function scan(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
}

/** The serious and critical violations, one line each, naming where they are. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await scan(page))
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

// The production build on the embedded database: it serves demo content, follows changes made in the
// database, and keeps what was written across a restart.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { mainNav } from "@/lib/site/facts";
import { TYPEFACE_FILE, TYPEFACE_WEIGHTS } from "@/lib/site/typeface/cut";
import { eventually, siteUrl, useBrowser } from "./support/browser";
import { connectAdmin, testDb } from "./support/database";
import { untilGone } from "./support/html";
import { siteEnv, startSite, stopSite, type RunningSite } from "./support/site";

jest.setTimeout(120_000);

const newPage = useBrowser();

test("every text on a page is drawn in the site's own typeface, not in a font of the system", async () => {
  const page = await newPage();
  try {
    await page.goto(siteUrl("/home"));
    await page.evaluate(() => document.fonts.ready);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    // Every element in the body with text of its own (not only in its children).
    type DomNode = {
      nodeId: number;
      nodeType: number;
      nodeName: string;
      nodeValue: string;
      children?: DomNode[];
    };
    const withText: DomNode[] = [];
    const walk = (node: DomNode) => {
      if (["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"].includes(node.nodeName)) return;
      if (node.children?.some((child) => child.nodeType === 3 && child.nodeValue.trim()))
        withText.push(node);
      node.children?.forEach(walk);
    };
    walk(root as DomNode);
    expect(withText.length).toBeGreaterThan(50);
    const drawnWith = new Set<string>();
    let read = 0;
    for (const node of withText) {
      // A part that loads after hydration ("Add to inquiry", say) may have replaced the node since.
      const answer = await cdp
        .send("CSS.getPlatformFontsForNode", { nodeId: node.nodeId })
        .catch((error: Error) => {
          if (/Could not find node/.test(error.message)) return null;
          throw error;
        });
      if (!answer) continue;
      read++;
      for (const font of answer.fonts)
        drawnWith.add(`${font.familyName}${font.isCustomFont ? "" : " (system)"}`);
    }
    expect(read).toBeGreaterThan(50);
    expect([...drawnWith]).toEqual(["Inter"]);
  } finally {
    await page.context().close();
  }
});

test("pages load the typeface as cut for the site and draw every text at a weight the cut keeps", async () => {
  const page = await newPage();
  const { min, max } = TYPEFACE_WEIGHTS;
  try {
    for (const { href } of mainNav) {
      await page.goto(siteUrl(href));
      const { fonts, weights } = await page.evaluate(async () => {
        await document.fonts.ready;
        const loaded = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const drawn = new Set<number>();
        for (const element of document.body.querySelectorAll("*")) {
          const hasText = [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
          if (hasText) drawn.add(Number(getComputedStyle(element).fontWeight));
        }
        return {
          fonts: loaded
            .filter((entry) => entry.name.endsWith(".woff2"))
            .map((entry) => entry.decodedBodySize),
          weights: [...drawn],
        };
      });
      expect({ href, fonts }).toEqual({ href, fonts: [statSync(TYPEFACE_FILE).size] });
      expect({ href, outside: weights.filter((weight) => weight < min || weight > max) }).toEqual({
        href,
        outside: [],
      });
    }
  } finally {
    await page.context().close();
  }
});

test("/home answers 200 with the demo content from the database", async () => {
  const res = await fetch(siteUrl("/home"));
  expect(res.status).toBe(200);
  const home = (await testDb().collection("home").doc("main").get()).data();
  expect(await res.text()).toContain(home?.title);
});

test("a change in the database shows up on the page within seconds", async () => {
  const page = await newPage();
  const title = `Precision grinding ${Date.now()}`;
  const home = testDb().collection("home").doc("main");
  const before: unknown = (await home.get()).get("title");
  await home.update({ title });
  try {
    await eventually(
      page,
      "/home",
      async () => (await page.locator("h1").first().textContent()) === title,
    );
  } finally {
    // Other browser tests read the home page of the same database: put its headline back.
    await home.update({ title: before });
    await untilGone(["/home"], title);
    await page.context().close();
  }
});

/**
 * The process of `npm start` that holds the embedded database: Next's server, the innermost process of
 * the site's process group (read from /proc, which every Linux has).
 */
function databaseProcess(site: RunningSite): number {
  const group = site.child.pid;
  const members = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        // pid (command) state ppid pgrp …: the fields after the command, which may itself hold spaces.
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const [, ppid, pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return Number(pgrp) === group ? [{ pid: Number(pid), ppid: Number(ppid) }] : [];
      } catch {
        return []; // gone meanwhile
      }
    });
  const innermost = members.find(({ pid }) => !members.some(({ ppid }) => ppid === pid));
  if (!innermost) throw new Error(`no process in the site's group ${group}`);
  return innermost.pid;
}

test("an inquiry written to the embedded database survives a restart, also when Ctrl-C finds the machine busy", async () => {
  const env = await siteEnv();
  let site = await startSite(env);
  const { db, close } = connectAdmin(env.FIRESTORE_EMULATOR_HOST);
  try {
    await db
      .collection("Inquiries")
      .doc("kept")
      .set({ name: "Asha", message: "Quote for 50 reamers" });
    // A loaded machine: the process that saves the database answers the Ctrl-C only after 200 ms.
    const saver = databaseProcess(site);
    process.kill(saver, "SIGSTOP");
    const stopping = stopSite(site);
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      process.kill(saver, "SIGCONT");
    } catch {
      // Killed while held, before it could save: the check below shows what was lost.
    }
    await stopping;
    site = await startSite(env);
    const again = await db.collection("Inquiries").doc("kept").get();
    expect(again.data()).toMatchObject({ name: "Asha", message: "Quote for 50 reamers" });
  } finally {
    await close();
    await stopSite(site);
  }
});

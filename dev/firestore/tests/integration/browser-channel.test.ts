// The real firebase web SDK, unmodified, in headless Chromium, against the embedded database's browser
// channel: the first snapshot of a collection, a document and a query, then every change, deletion and
// addition written with the admin client, in two tabs; a listener removed; the database restarted
// under an open tab, which recovers on its own; and a write from the browser refused with a clear error.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { getDb, resetDb } from "@/lib/firebase/admin";
import {
  startBrowserChannel,
  WRITE_REFUSED,
  type BrowserChannel,
} from "@/dev/firestore/browser-channel/server";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/dev/firestore/emulator";
import { launchBrowser } from "@/tests/e2e/support/browser";
import { startLivePage, type LivePageServer } from "@/tests/support/live-page";
import type { Seen } from "@/tests/support/live-page-entry";
import { freePort } from "@/tests/support/ports";

jest.setTimeout(120_000);

const PROJECT = "demo-channel";
const dataFile = path.join(mkdtempSync(path.join(os.tmpdir(), "channel-")), "firestore.json");

type Live = {
  seen: Record<string, Seen[]>;
  collection(key: string, name: string): void;
  query(key: string, name: string, field: string, value: string, order: string): void;
  document(key: string, path: string): void;
  write(path: string): Promise<string>;
  stop(key: string): void;
};
declare const live: Live;

let dbHost: string;
let channelHost: string;
let database: EmbeddedDatabase;
let channel: BrowserChannel;
let pageServer: LivePageServer;
let browser: Browser;

async function startDatabase() {
  database = await startEmbeddedDatabase({ host: dbHost, dataFile });
  channel = await startBrowserChannel({
    state: database.server.state,
    host: channelHost,
    allowedOrigins: [pageServer.origin],
    readable: (collection) => collection === "products",
  });
}

async function stopDatabase() {
  await channel.close();
  await database.stop();
}

async function openTab(): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(pageServer.url(channelHost, PROJECT));
  await page.waitForFunction(() => typeof live === "object");
  return page;
}

/** The last snapshot a listener of the tab received, once `check` holds for it (within `ms`). */
async function lastSeen(page: Page, key: string, check: string, ms = 10_000): Promise<Seen> {
  await page.waitForFunction(
    ([k, c]) => {
      const last = live.seen[k]?.at(-1);
      return Boolean(last && new Function("s", `return ${c}`)(last));
    },
    [key, check] as const,
    { timeout: ms },
  );
  return page.evaluate((k) => live.seen[k].at(-1)!, key);
}

const names = (seen: Seen) => seen.docs.map((d) => d.data.name);

beforeAll(async () => {
  dbHost = `127.0.0.1:${await freePort()}`;
  channelHost = `127.0.0.1:${await freePort()}`;
  process.env.FIRESTORE_EMULATOR_HOST = dbHost;
  process.env.FIREBASE_PROJECT_ID = PROJECT;
  pageServer = await startLivePage();
  await startDatabase();
  browser = await launchBrowser();
  const products = getDb().collection("products");
  await products.doc("reamer").set({ name: "Reamer", category: "cutting" });
  await products.doc("drill").set({ name: "Drill", category: "cutting" });
  await products.doc("gauge").set({ name: "Gauge", category: "measuring" });
});

afterAll(async () => {
  await browser?.close();
  await resetDb();
  await stopDatabase();
  await pageServer.close();
});

test("a tab gets the first snapshot, then changes, deletions and additions, each within 2 seconds", async () => {
  const tab = await openTab();
  await tab.evaluate(() => {
    live.collection("all", "products");
    live.document("reamer", "products/reamer");
    live.query("cutting", "products", "category", "cutting", "name");
  });
  expect(names(await lastSeen(tab, "all", "s.docs.length === 3"))).toEqual([
    "Drill",
    "Gauge",
    "Reamer",
  ]);
  expect((await lastSeen(tab, "reamer", "s.exists")).docs[0].data).toEqual({
    name: "Reamer",
    category: "cutting",
  });
  expect(names(await lastSeen(tab, "cutting", "s.docs.length === 2"))).toEqual(["Drill", "Reamer"]);

  await getDb().doc("products/reamer").update({ name: "Reamer HSS" });
  expect(
    names(await lastSeen(tab, "all", "s.docs.some((d) => d.data.name === 'Reamer HSS')", 2000)),
  ).toEqual(["Drill", "Gauge", "Reamer HSS"]);
  expect(
    (await lastSeen(tab, "reamer", "s.docs[0]?.data.name === 'Reamer HSS'", 2000)).exists,
  ).toBe(true);

  await getDb().doc("products/drill").delete();
  expect(names(await lastSeen(tab, "all", "s.docs.length === 2", 2000))).toEqual([
    "Gauge",
    "Reamer HSS",
  ]);
  expect(names(await lastSeen(tab, "cutting", "s.docs.length === 1", 2000))).toEqual([
    "Reamer HSS",
  ]);

  await getDb().doc("products/tap").set({ name: "Tap", category: "cutting" });
  expect(names(await lastSeen(tab, "cutting", "s.docs.length === 2", 2000))).toEqual([
    "Reamer HSS",
    "Tap",
  ]);

  await getDb().doc("products/reamer").delete();
  expect((await lastSeen(tab, "reamer", "s.exists === false", 2000)).docs).toEqual([]);
  await tab.context().close();
});

test("two tabs follow the same edit, and a removed listener hears no more while the others do", async () => {
  const [first, second] = [await openTab(), await openTab()];
  for (const tab of [first, second]) {
    await tab.evaluate(() => {
      live.collection("all", "products");
      live.document("gauge", "products/gauge");
    });
    await lastSeen(tab, "gauge", "s.exists");
  }
  await second.evaluate(() => live.stop("gauge"));
  const heardBefore = await second.evaluate(() => live.seen.gauge.length);

  await getDb().doc("products/gauge").update({ name: "Gauge 25 mm" });
  for (const tab of [first, second]) {
    await lastSeen(tab, "all", "s.docs.some((d) => d.data.name === 'Gauge 25 mm')", 2000);
  }
  await lastSeen(first, "gauge", "s.docs[0]?.data.name === 'Gauge 25 mm'", 2000);
  expect(await second.evaluate(() => live.seen.gauge.length)).toBe(heardBefore);
  await first.context().close();
  await second.context().close();
});

test("a tab left open while the database restarts recovers and follows edits again, without a reload", async () => {
  const tab = await openTab();
  await tab.evaluate(() => live.collection("all", "products"));
  await lastSeen(tab, "all", "s.docs.length > 0");
  const loads = await tab.evaluate(() => performance.getEntriesByType("navigation").length);

  await stopDatabase();
  await startDatabase();
  // One atomic write, so every snapshot the server confirms that shows the edit also shows the deletion.
  // A resumed listener may first raise one from the tab's cache that still holds the deleted document
  // (the SDK checks it with the server and then drops it): the site's listener skips those
  // (lib/live/listen.ts).
  const batch = getDb().batch();
  batch.update(getDb().doc("products/gauge"), { name: "Gauge after restart" });
  batch.delete(getDb().doc("products/tap"));
  await batch.commit();

  const seen = await lastSeen(
    tab,
    "all",
    "!s.fromCache && s.docs.some((d) => d.data.name === 'Gauge after restart')",
    30_000,
  );
  expect(names(seen)).not.toContain("Tap");
  const confirmed = (await tab.evaluate(() => live.seen.all)).filter((s) => !s.fromCache);
  for (const snapshot of confirmed)
    expect(names(snapshot).includes("Gauge after restart")).toBe(!names(snapshot).includes("Tap"));
  expect(await tab.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(loads);
  await tab.context().close();
});

test("a write from the browser is refused with an error saying so, and nothing is written", async () => {
  const tab = await openTab();
  const message = await tab.evaluate(() => live.write("products/from-browser"));
  expect(message).toContain(WRITE_REFUSED);
  expect((await getDb().doc("products/from-browser").get()).exists).toBe(false);
  await tab.context().close();
});

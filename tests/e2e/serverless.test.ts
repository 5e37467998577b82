// The serverless shape, as a platform runs the site: the database on its own (`npm run db`) and Next's own
// server (`npx next start`, listeners off), with no process of ours beside it. Edits reach pages only
// through POST /api/revalidate, the Cloud Function's call, with at most one stale answer; open tabs follow
// at once; and every instance follows the owners' switch, the one called at once, the others within a
// minute.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { oopsPage } from "@/lib/http/standalone-page";
import { freePort } from "@/tests/support/ports";
import { useBrowser } from "./support/browser";
import { connectAdmin } from "./support/database";
import { headingOf } from "./support/html";
import {
  revalidationCall,
  startDatabase,
  startNextServer,
  stopSite,
  type RunningDatabase,
  type RunningSite,
  type SiteEnv,
} from "./support/site";

jest.setTimeout(240_000);

const newPage = useBrowser();
const secret = `serverless-${Date.now()}`;
let env: SiteEnv;
let database: RunningDatabase;
let site: RunningSite;
let admin: ReturnType<typeof connectAdmin>;

beforeAll(async () => {
  env = {
    PORT: String(await freePort()),
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${await freePort()}`,
    FIRESTORE_BROWSER_HOST: `127.0.0.1:${await freePort()}`,
    FIRESTORE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "serverless-")),
    REVALIDATE_SECRET: secret,
  };
  database = await startDatabase(env);
  site = await startNextServer(env);
  admin = connectAdmin(env.FIRESTORE_EMULATOR_HOST);
});

afterAll(async () => {
  await admin?.close();
  if (site) await stopSite(site);
  if (database) await stopSite(database);
});

const revalidate = (url: string, collections: string[]) =>
  fetch(...revalidationCall(url, secret, collections));

async function heading(url: string): Promise<{ status: number; h1: string | undefined }> {
  const res = await fetch(url);
  const html = await res.text();
  return { status: res.status, h1: headingOf(html) };
}

// Next keeps a cached page as a string and Node's server joins it to the headers per answer: a page with
// one character beyond Latin-1 is a two-byte string, copied at twice its size outside V8's young heap on
// every request (about 0.65× the rate under load, docs/performance.md). The site's own words keep to Latin-1.
test("every page of the demo content is Latin-1 text", async () => {
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(paths.length).toBeGreaterThan(10);
  const beyond: string[] = [];
  for (const pagePath of [...paths, "/contact-us/product/reamers", "/no-such-page"]) {
    const html = await (await fetch(`${site.url}${pagePath}`)).text();
    const characters = new Set(html.match(/[^\u0000-\u00ff]/gu));
    if (characters.size) beyond.push(`${pagePath}: ${[...characters].join(" ")}`);
  }
  expect(beyond).toEqual([]);
});

// Each a page and the collection its heading (`title` of the document `main`) comes from; only /home is
// also asked for before the call, to show that nothing but the call renders it again.
test.each([
  ["/home", "home", true],
  ["/privacy", "privacy", false],
])(
  "an edit reaches the server HTML of %s only through one revalidation call, within 3 s and after at most one stale answer",
  async (path, collection, askedBeforeCall) => {
    const ref = admin.db.collection(collection).doc("main");
    const original = (await ref.get()).get("title") as string;
    const title = `Revalidated in the serverless shape ${Date.now()}`;
    try {
      expect(await heading(`${site.url}${path}`)).toEqual({ status: 200, h1: original });
      await ref.update({ title });
      if (askedBeforeCall) {
        // Nothing listens: without the call the cached page stays as it was.
        await new Promise((r) => setTimeout(r, 2000));
        expect((await heading(`${site.url}${path}`)).h1).toBe(original);
      }

      expect((await revalidate(site.url, [collection])).status).toBe(200);
      // Stale-while-revalidate: the first answer may be the last good page while the new one renders.
      const called = Date.now();
      const stale: string[] = [];
      let now = await heading(`${site.url}${path}`);
      while (now.h1 !== title && Date.now() - called < 10_000) {
        stale.push(now.h1 ?? "");
        await new Promise((r) => setTimeout(r, 500));
        now = await heading(`${site.url}${path}`);
      }
      expect(now).toEqual({ status: 200, h1: title });
      expect(Date.now() - called).toBeLessThanOrEqual(3000);
      expect(stale).toEqual(stale.length ? [original] : []);
      expect(stale.length).toBeLessThanOrEqual(1);
    } finally {
      // Servers started on one build share its page cache on disk: the page is rendered again with the
      // original heading, so other tests' sites never pick up this test's edit from there.
      await ref.update({ title: original });
      await revalidate(site.url, [collection]);
      const deadline = Date.now() + 10_000;
      while ((await heading(`${site.url}${path}`)).h1 !== original && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
    }
  },
);

test("an open tab follows an edit at once, through the database's browser channel", async () => {
  const ref = admin.db.collection("Products").doc("form-tools");
  const before = (await ref.get()).get("product_name") as string;
  const page = await newPage();
  try {
    const channel = page.waitForRequest((r) => r.url().includes("/Listen/channel"), {
      timeout: 30_000,
    });
    await page.goto(`${site.url}/products/form-tools`);
    await channel;
    const name = `Form Tools, live in the serverless shape ${Date.now()}`;
    await ref.update({ product_name: name });
    await page.getByRole("heading", { level: 1, name }).waitFor({ timeout: 10_000 });
  } finally {
    await page.context().close();
    await ref.update({ product_name: before });
  }
});

/**
 * Asks `url` until its status is `status`, as visitors would: four requests at a time, ten times a
 * second, so some are under way inside the server at the moment it learns of the switch. The seconds it took.
 */
async function secondsUntil(url: string, status: number, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const statuses = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const res = await fetch(url);
        await res.arrayBuffer();
        return res.status;
      }),
    );
    if (statuses.includes(status)) return (Date.now() - started) / 1000;
    if (Date.now() - started > limitMs)
      throw new Error(`${url} still answered ${statuses.join(", ")} after ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test("two instances sharing only the database follow one switch: the one called at once, the other within 60 s, and back", async () => {
  // The other instance reads the switch every 5 s instead of 45: the test waits for a read, not a minute.
  const other = await startNextServer({
    ...env,
    PORT: String(await freePort()),
    SITE_STATE_SECONDS: "5",
  });
  const page: Page = await newPage();
  try {
    for (const url of [site.url, other.url])
      expect((await fetch(`${url}/about-us`)).status).toBe(200);
    await page.goto(`${site.url}/about-us`);
    await page.waitForRequest((r) => r.url().includes("/Listen/channel"), { timeout: 30_000 });

    await admin.db.collection("project").doc("site").set({ online: false });
    expect((await revalidate(site.url, ["project"])).status).toBe(200);
    const off = await fetch(`${site.url}/about-us`);
    expect(off.status).toBe(503);
    expect(Number(off.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await off.text()).toContain(oopsPage.title);
    // The open tab switches without a reload.
    await page
      .getByRole("heading", { level: 1, name: oopsPage.title })
      .waitFor({ timeout: 10_000 });
    expect(await secondsUntil(`${other.url}/about-us`, 503, 60_000)).toBeLessThanOrEqual(60);

    await admin.db.collection("project").doc("site").set({ online: true });
    expect((await revalidate(site.url, ["project"])).status).toBe(200);
    expect((await fetch(`${site.url}/about-us`)).status).toBe(200);
    await page.locator("footer").waitFor({ timeout: 10_000 });
    expect(await secondsUntil(`${other.url}/about-us`, 200, 60_000)).toBeLessThanOrEqual(60);
    // Neither instance serves a page rendered while the site was off.
    for (const url of [site.url, other.url])
      expect((await heading(`${url}/about-us`)).h1).not.toBe(oopsPage.title);
  } finally {
    await page.context().close();
    await admin.db.collection("project").doc("site").set({ online: true });
    await stopSite(other);
  }
});

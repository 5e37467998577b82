// Freshness driven by changes, on the production build: an edit in Firestore is in the server-rendered
// HTML within 2 seconds (the change listeners), the site makes no Firestore call while serving pages
// with no edits (counted at the database), and the revalidation endpoint for serverless hosts refuses a
// missing or wrong secret and makes a change visible with the right one, after at most one stale answer
// (stale-while-revalidate: the last good page is answered while the new one renders).
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadTest } from "@/tests/support/load";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/dev/firestore/emulator";
import { freePort } from "@/tests/support/ports";
import { connectAdmin } from "./support/database";
import { headingOf } from "./support/html";
import { startSite, stopSite, type RunningSite, type SiteEnv } from "./support/site";

jest.setTimeout(240_000);

const FRESH_WITHIN_MS = 2000;

type OwnSite = {
  site: RunningSite;
  database: EmbeddedDatabase;
  admin: ReturnType<typeof connectAdmin>;
};

/** A site of the test's own on a database started here, so the test can count the calls it receives. */
async function startOwnSite(extra: Partial<SiteEnv> = {}): Promise<OwnSite> {
  const host = `127.0.0.1:${await freePort()}`;
  const database = await startEmbeddedDatabase({ host, dataFile: null });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "freshness-"));
  const site = await startSite({
    PORT: String(await freePort()),
    FIRESTORE_EMULATOR_HOST: host,
    FIRESTORE_DATA_DIR: dataDir,
    ...extra,
  });
  return { site, database, admin: connectAdmin(host) };
}

async function stopOwnSite(own: OwnSite | undefined): Promise<void> {
  if (!own) return;
  await own.admin.close();
  await stopSite(own.site);
  await own.database.stop();
}

/** The h1 of a page as the server answers it now (the response body, no browser cache, no scripts). */
async function serverHeading(url: string): Promise<string | undefined> {
  const html = await (await fetch(url, { cache: "no-store" })).text();
  return headingOf(html);
}

async function warmUp(url: string): Promise<void> {
  for (const route of [
    "/home",
    "/products",
    "/products/form-tools",
    "/technology",
    "/about-us",
    "/contact-us",
    "/career",
  ]) {
    await (await fetch(`${url}${route}`)).arrayBuffer();
  }
}

describe("a long-running server with change listeners", () => {
  let own: OwnSite | undefined;
  beforeAll(async () => {
    own = await startOwnSite();
    // The listeners' first snapshots invalidate every collection: pages are rendered afresh until a
    // pass over them costs the database nothing.
    const settled = Date.now() + 2000;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const before = own.database.rpcCounts().total;
      await warmUp(own.site.url);
      await new Promise((r) => setTimeout(r, 2000));
      await warmUp(own.site.url);
      if (
        (own.database.rpcCounts().total === before && Date.now() > settled) ||
        Date.now() > deadline
      )
        break;
    }
  });
  afterAll(() => stopOwnSite(own));

  test("makes no Firestore call while serving pages for 10 seconds with no edits", async () => {
    const { site, database } = own!;
    const before = database.rpcCounts();
    // Generous time-outs: this asserts what reaches the database, not speed on a busy test machine.
    const home = await loadTest(new URL("/home", site.url), 5, 8, 20);
    const product = await loadTest(new URL("/products/form-tools", site.url), 5, 8, 20);
    const after = database.rpcCounts();
    expect(home.requests).toBeGreaterThan(50);
    expect(product.requests).toBeGreaterThan(50);
    expect(home.errors + product.errors).toBe(0);
    expect(after.byMethod).toEqual(before.byMethod);
  });

  test("shows an edit in the server-rendered HTML within 2 seconds", async () => {
    const { site, admin } = own!;
    const ref = admin.db.collection("home").doc("main");
    const original = (await ref.get()).get("title") as string;
    const title = `Fresh from the database ${Date.now()}`;
    try {
      expect(await serverHeading(`${site.url}/home`)).toBe(original);
      await ref.update({ title });
      const written = Date.now();
      let heading = await serverHeading(`${site.url}/home`);
      while (heading !== title && Date.now() - written < 10_000)
        heading = await serverHeading(`${site.url}/home`);
      expect(heading).toBe(title);
      expect(Date.now() - written).toBeLessThanOrEqual(FRESH_WITHIN_MS);
    } finally {
      await ref.update({ title: original });
    }
  });
});

describe("POST /api/revalidate (a host without a long-running process)", () => {
  const secret = `e2e-secret-${Date.now()}`;
  let own: OwnSite | undefined;
  beforeAll(async () => {
    own = await startOwnSite({ REVALIDATE_SECRET: secret, CONTENT_LISTENERS: "off" });
    await warmUp(own.site.url);
  });
  afterAll(() => stopOwnSite(own));

  const post = (authorization: string | undefined, body: unknown = { collections: ["home"] }) =>
    fetch(`${own!.site.url}/api/revalidate`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    });

  test("refuses a call without the secret or with a wrong one, and only POST is answered", async () => {
    expect((await post(undefined)).status).toBe(401);
    expect((await post(`Bearer ${secret}x`)).status).toBe(401);
    expect((await post(`Bearer ${secret.slice(0, -1)}`)).status).toBe(401);
    expect((await fetch(`${own!.site.url}/api/revalidate`)).status).toBe(405);
  });

  test("refuses collections it does not know, with a message", async () => {
    const res = await post(`Bearer ${secret}`, { collections: ["Inquiries"] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/collections/);
  });

  const homeHeading = () => serverHeading(`${own!.site.url}/home`);

  /**
   * The headings of /home until `title` shows (at most 3 s), asked one right after the other as fast as
   * the server answers: what came before it.
   */
  /**
   * The headings /home is answered with until it shows `title`, asked every half second as visitors
   * would: the first request after the call gets the last good page and starts the new render
   * (stale-while-revalidate), which the requests after it get.
   */
  async function headingsUntil(title: string): Promise<(string | undefined)[]> {
    const before: (string | undefined)[] = [];
    const started = Date.now();
    let heading = await homeHeading();
    while (heading !== title && Date.now() - started < 3000) {
      before.push(heading);
      await new Promise((r) => setTimeout(r, 500));
      heading = await homeHeading();
    }
    expect(heading).toBe(title);
    return before;
  }

  test("with the right secret, the named collection's change is in the page after at most one stale answer", async () => {
    const { admin } = own!;
    const ref = admin.db.collection("home").doc("main");
    const original = (await ref.get()).get("title") as string;
    const title = `Revalidated on request ${Date.now()}`;
    try {
      const before = await homeHeading();
      await ref.update({ title });
      // No listener runs here: without the call the cached page stays as it was.
      await new Promise((r) => setTimeout(r, 1500));
      expect(await homeHeading()).toBe(before);
      const res = await post(`Bearer ${secret}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ revalidated: ["home"] });
      expect((await headingsUntil(title)).length).toBeLessThanOrEqual(1);
    } finally {
      // Servers started on one build share its page cache on disk: the page is rendered again with the
      // original title, so the suite's own site never picks up this test's heading from there.
      await ref.update({ title: original });
      await post(`Bearer ${secret}`);
      await headingsUntil(original);
    }
  });
});

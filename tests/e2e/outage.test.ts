// A database outage never turns into a blank page or an error, in both shapes the site runs in (`npm start`
// with its listeners, and Next's own `next start` with the listeners off): every page served before stays
// served while the database is away (also after a revalidation call made during the outage), a product
// page never served before answers the branded 503, and the site follows the database again as soon as it
// is back.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { collectionNames } from "@/lib/content/collections";
import { DEFAULT_COMPANY as company } from "@/lib/site/default-company";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/dev/firestore/emulator";
import { freePort } from "@/tests/support/ports";
import { connectAdmin, seedDemo } from "./support/database";
import { headingOf } from "./support/html";
import {
  revalidationCall,
  startNextServer,
  startSite,
  stopSite,
  type RunningSite,
  type SiteEnv,
} from "./support/site";

jest.setTimeout(180_000);

// Every route, a product and a service, and a catalogue search (rendered on each request from the cached
// product list).
const VISITED = [
  "/home",
  "/about-us",
  "/products",
  "/products?q=reamer",
  "/products/form-tools",
  "/technology",
  "/technology/cnc-tool-grinding",
  "/quality-control",
  "/clients",
  "/career",
  "/contact-us",
  "/privacy",
];
/** A product page the test never asks for before the outage. */
const NEVER_VISITED = "/products/reamers";

/** Longest any one request may take: a request the site never answers fails the test naming it. */
const REQUEST_MS = 20_000;

async function bounded(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_MS) });
  } catch (error) {
    throw new Error(
      `${init.method ?? "GET"} ${url} was not answered within ${REQUEST_MS} ms (${(error as Error).message})`,
    );
  }
}

async function pageTitle(url: string): Promise<{ status: number; h1: string | undefined }> {
  const res = await bounded(url);
  const html = await res.text();
  return { status: res.status, h1: headingOf(html) };
}

describe.each([
  ["npm start", startSite],
  ["next start, listeners off", startNextServer],
])("%s", (_shape, start) => {
  let database: EmbeddedDatabase | undefined;
  const cut = async () => {
    await database?.stop();
    database = undefined;
  };
  const restore = async () => {
    database ??= await startEmbeddedDatabase({ host: env.FIRESTORE_EMULATOR_HOST, dataFile });
  };
  let site: RunningSite;
  let env: SiteEnv;
  const secret = randomBytes(16).toString("hex");
  const dataFile = path.join(mkdtempSync(path.join(os.tmpdir(), "outage-")), "firestore.json");
  const revalidateAll = () => bounded(...revalidationCall(site.url, secret, collectionNames));
  const write = async (path: string, data: Record<string, unknown>) => {
    const admin = connectAdmin(env.FIRESTORE_EMULATOR_HOST);
    try {
      await admin.db.doc(path).set(data, { merge: true });
    } finally {
      await admin.close();
    }
  };

  beforeAll(async () => {
    const host = `127.0.0.1:${await freePort()}`;
    // A database that the test can stop and start, as an outage would: the site finds it listening
    // and uses it instead of starting its own (the serverless shape never starts one).
    database = await startEmbeddedDatabase({ host, dataFile });
    await seedDemo(host);
    env = {
      PORT: String(await freePort()),
      FIRESTORE_EMULATOR_HOST: host,
      FIRESTORE_DATA_DIR: path.dirname(dataFile),
      REVALIDATE_SECRET: secret,
    };
    site = await start(env);
  });

  afterAll(async () => {
    await stopSite(site);
    await database?.stop();
  });

  // A test that failed during its outage leaves the next one a database to work with.
  afterEach(restore);

  /** A failing test's message ends with what the site printed, which says why it failed. */
  const withSiteLog = (body: () => Promise<void>) => async () => {
    try {
      await body();
    } catch (error) {
      if (error instanceof Error)
        error.message += `\n--- the site's last output ---\n${site.log
          .join("")
          .split("\n")
          .filter((line) => !/^\s+at /.test(line))
          .slice(-80)
          .join("\n")}`;
      throw error;
    }
  };

  test(
    "pages served before stay up during an outage, a page never served answers the branded 503, and both follow the database once it is back",
    withSiteLog(async () => {
      // Each page served, and served again once anything it was stale about (another test's copy on disk,
      // the listeners' first invalidation) has been rendered afresh.
      for (const route of VISITED) await pageTitle(`${site.url}${route}`);
      await new Promise((r) => setTimeout(r, 3000));
      const before = new Map<string, { status: number; h1: string | undefined }>();
      for (const route of VISITED) {
        before.set(route, await pageTitle(`${site.url}${route}`));
        expect(before.get(route)).toMatchObject({ status: 200, h1: expect.any(String) });
      }

      await cut();
      for (const route of VISITED)
        expect([route, await pageTitle(`${site.url}${route}`)]).toEqual([route, before.get(route)]);
      // Every collection invalidated as the database went away (an edit just before the outage, or the
      // server's own listeners starting): the pages cannot be rendered again, and their last good copies
      // stand in for them, at once.
      expect((await revalidateAll()).status).toBe(200);
      for (const route of VISITED) {
        const asked = Date.now();
        expect([route, await pageTitle(`${site.url}${route}`)]).toEqual([route, before.get(route)]);
        expect(Date.now() - asked).toBeLessThan(4000);
      }
      // A page never served: its copy from the build where this instance knows it exists (npm start's
      // listeners), else the branded 503 with the company's name and phone, never a bare error.
      const unvisited = await bounded(`${site.url}${NEVER_VISITED}`);
      const html = await unvisited.text();
      if (unvisited.status === 200) {
        expect(headingOf(html)).toBe("Precision Reamers");
      } else {
        expect(unvisited.status).toBe(503);
        expect(Number(unvisited.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(html).toContain(company.name.replace("&", "&amp;"));
        expect(html).toContain(company.phone[0]);
        expect(html).toMatch(/try again shortly/i);
      }

      await restore();
      const back = Date.now();
      let now = await pageTitle(`${site.url}${NEVER_VISITED}`);
      while (now.status !== 200 && Date.now() - back < 30_000) {
        await new Promise((r) => setTimeout(r, 250));
        now = await pageTitle(`${site.url}${NEVER_VISITED}`);
      }
      expect(now.status).toBe(200);
      expect(Date.now() - back).toBeLessThanOrEqual(30_000);

      const title = `Back after the outage ${Date.now()}`;
      await write("home/main", { title });
      await revalidateAll();
      const deadline = Date.now() + 30_000;
      let home = await pageTitle(`${site.url}/home`);
      while (home.h1 !== title && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        home = await pageTitle(`${site.url}/home`);
      }
      expect(home).toEqual({ status: 200, h1: title });
    }),
  );

  test(
    "a site switched off stays off during an outage",
    withSiteLog(async () => {
      await write("project/site", { online: false });
      await revalidateAll();
      const deadline = Date.now() + 30_000;
      while ((await pageTitle(`${site.url}/home`)).status !== 503 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 500));
      expect((await pageTitle(`${site.url}/home`)).status).toBe(503);

      await cut();
      try {
        // The health check's read fails: the server knows the database is away.
        expect((await bounded(`${site.url}/api/health`)).status).toBe(503);
        await revalidateAll();
        const page = await bounded(`${site.url}/home`);
        expect(page.status).toBe(503);
        expect(await page.text()).toContain("Oops");
      } finally {
        await restore();
        await write("project/site", { online: true });
        await revalidateAll();
      }
    }),
  );
});

// A database outage never turns into a blank page or an error: the site keeps serving the last good
// pages while the database is away (even those invalidated since), and picks up changes again as soon
// as it is back.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { collectionNames } from "@/lib/content/collections";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/scripts/embedded-db";
import { freePort } from "@/tests/support/ports";
import { connectAdmin } from "./support/database";
import { startSite, stopSite, type RunningSite, type SiteEnv } from "./support/site";

jest.setTimeout(180_000);

let database: EmbeddedDatabase;
let site: RunningSite;
let env: SiteEnv;
const secret = randomBytes(16).toString("hex");
const dataFile = path.join(mkdtempSync(path.join(os.tmpdir(), "outage-")), "firestore.json");

async function pageTitle(route: string): Promise<{ status: number; h1: string | undefined }> {
  const res = await fetch(`${site.url}${route}`);
  const html = await res.text();
  return { status: res.status, h1: /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, "") };
}

beforeAll(async () => {
  const host = `127.0.0.1:${await freePort()}`;
  // A database that the test can stop and start, as an outage would: the site finds it listening
  // and uses it instead of starting its own.
  database = await startEmbeddedDatabase({ host, dataFile });
  env = { PORT: String(await freePort()), FIRESTORE_EMULATOR_HOST: host, FIRESTORE_DATA_DIR: path.dirname(dataFile), REVALIDATE_SECRET: secret };
  site = await startSite(env);
});

afterAll(async () => {
  await stopSite(site);
  await database.stop();
});

test("pages stay up during an outage and follow the database again once it is back", async () => {
  const before = await pageTitle("/home");
  expect(before.status).toBe(200);
  expect(before.h1).toBeTruthy();

  await database.stop();
  // Every collection invalidated as the database went away (an edit just before the outage, or the
  // server's own listeners starting): the pages cannot be rendered again, and their last good copies
  // stand in for them.
  const invalidated = await fetch(`${site.url}/api/revalidate`, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
    body: JSON.stringify({ collections: collectionNames }),
  });
  expect(invalidated.status).toBe(200);
  // The first page asked for finds out that the database is away: it waits for the reads' time limit
  // (5 s; the layout's reads, then the page's) and gets the last good copy.
  const first = Date.now();
  expect(await pageTitle("/home")).toEqual(before);
  expect(Date.now() - first).toBeLessThan(12_000);
  // From then on, past the refresh interval: the last good copy at once, not after waiting for the
  // absent database.
  const outageEnds = Date.now() + 12_000;
  while (Date.now() < outageEnds) {
    const asked = Date.now();
    const during = await pageTitle("/home");
    expect(during).toEqual(before);
    expect(Date.now() - asked).toBeLessThan(1500);
    await new Promise((r) => setTimeout(r, 1000));
  }

  database = await startEmbeddedDatabase({ host: env.FIRESTORE_EMULATOR_HOST, dataFile });
  const admin = connectAdmin(env.FIRESTORE_EMULATOR_HOST);
  const title = `Back after the outage ${Date.now()}`;
  try {
    await admin.db.collection("home").doc("main").update({ title });
  } finally {
    await admin.close();
  }
  const deadline = Date.now() + 30_000;
  let now = await pageTitle("/home");
  while (now.h1 !== title && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    now = await pageTitle("/home");
  }
  expect(now).toEqual({ status: 200, h1: title });
});

test("a site switched off stays off during an outage, though its pages' last good copies are kept", async () => {
  const admin = connectAdmin(env.FIRESTORE_EMULATOR_HOST);
  try {
    await admin.db.collection("project").doc("site").set({ online: false });
  } finally {
    await admin.close();
  }
  const deadline = Date.now() + 30_000;
  while ((await pageTitle("/home")).status !== 503 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
  expect((await pageTitle("/home")).status).toBe(503);

  await database.stop();
  try {
    // The health check's read fails: the server knows the database is away.
    expect((await fetch(`${site.url}/api/health`)).status).toBe(503);
    const asked = Date.now();
    const page = await fetch(`${site.url}/home`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("Oops");
    expect(Date.now() - asked).toBeLessThan(1500);
  } finally {
    database = await startEmbeddedDatabase({ host: env.FIRESTORE_EMULATOR_HOST, dataFile });
  }
});

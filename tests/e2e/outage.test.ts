// A database outage never turns into a blank page or an error: the site keeps serving the last good
// pages while the database is away, and picks up changes again as soon as it is back.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/scripts/embedded-db";
import { freePort } from "@/tests/support/ports";
import { connectAdmin } from "./support/database";
import { startSite, stopSite, type RunningSite, type SiteEnv } from "./support/site";

jest.setTimeout(180_000);

let database: EmbeddedDatabase;
let site: RunningSite;
let env: SiteEnv;
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
  env = { PORT: String(await freePort()), FIRESTORE_EMULATOR_HOST: host, FIRESTORE_DATA_DIR: path.dirname(dataFile) };
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
  // Past the refresh interval, so that the site tries (and fails) to refresh its pages.
  const outageEnds = Date.now() + 12_000;
  while (Date.now() < outageEnds) {
    const asked = Date.now();
    const during = await pageTitle("/home");
    expect(during).toEqual(before);
    // Served from cache at once, not after waiting for the absent database.
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

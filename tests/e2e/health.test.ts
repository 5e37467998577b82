// GET /api/health as an uptime monitor sees it, on a site instance of this test's own whose database
// connection runs through a switch the test can cut: 200 with the database up, 503 within 3 seconds
// without it, 200 again as soon as it is back, and 200 while the owners have switched the site off.
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/dev/firestore/emulator";
import { freePort } from "@/tests/support/ports";
import { connectAdmin } from "./support/database";
import { siteEnv, startSite, stopSite, type RunningSite } from "./support/site";
import { startOutageSwitch, type OutageSwitch } from "./forms-outage-switch";

jest.setTimeout(180_000);

let database: EmbeddedDatabase;
let outage: OutageSwitch;
let site: RunningSite;

beforeAll(async () => {
  database = await startEmbeddedDatabase({ host: `127.0.0.1:${await freePort()}`, dataFile: null });
  outage = await startOutageSwitch(database.host);
  site = await startSite({ ...(await siteEnv()), FIRESTORE_EMULATOR_HOST: outage.host });
});

afterAll(async () => {
  if (site) await stopSite(site);
  await outage?.close();
  await database?.stop();
});

async function health(): Promise<{
  status: number;
  ms: number;
  body: Record<string, unknown>;
  cacheControl: string | null;
}> {
  const asked = Date.now();
  const res = await fetch(`${site.url}/api/health`);
  const body = (await res.json()) as Record<string, unknown>;
  return {
    status: res.status,
    ms: Date.now() - asked,
    body,
    cacheControl: res.headers.get("cache-control"),
  };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

test("200 with the database up, 503 within 3 s when it is cut off, 200 again at once when it returns", async () => {
  const up = await health();
  expect(up.status).toBe(200);
  expect(up.body).toMatchObject({ status: "ok", database: "up" });
  expect(up.cacheControl).toMatch(/no-store/);

  outage.cut();
  for (let i = 0; i < 3; i++) {
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: "unavailable", database: "down" });
    expect(down.cacheControl).toMatch(/no-store/);
    expect(down.ms).toBeLessThan(3000);
  }

  outage.restore();
  // The first check after the database returns reaches it: no waiting out gRPC's reconnect back-off.
  const back = await health();
  expect(back.status).toBe(200);
  expect(back.ms).toBeLessThan(3000);
});

test("stays 200 while the site is switched off (pages answer 503)", async () => {
  const admin = connectAdmin(database.host);
  const ref = admin.db.collection("project").doc("site");
  const before = (await ref.get()).data();
  try {
    await ref.set({ online: false });
    const deadline = Date.now() + 30_000;
    let page = await fetch(`${site.url}/home`);
    while (page.status !== 503 && Date.now() < deadline) {
      await pause(500);
      page = await fetch(`${site.url}/home`);
    }
    expect(page.status).toBe(503);
    const during = await health();
    expect(during.status).toBe(200);
    expect(during.body).toMatchObject({ status: "ok" });
  } finally {
    await ref.delete();
    if (before) await ref.set(before);
    await admin.close();
  }
});

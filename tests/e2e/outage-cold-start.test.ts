// A cold start with the database cut off: pages built earlier are still served, and a page never rendered
// before answers the branded "try again shortly" page with 503 and Retry-After (never Next's bare error).
// Once the database answers again, the same page answers 200 without restarting the site.
import { mkdtempSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startEmbeddedDatabase } from "@/dev/firestore/emulator";
import { DEFAULT_COMPANY as company } from "@/lib/site/default-company";
import { freePort } from "@/tests/support/ports";
import { connectAdmin } from "./support/database";
import { startSite, stopSite, type RunningSite, type SiteEnv } from "./support/site";

jest.setTimeout(240_000);

const PRODUCT = { id: `cold-start-${Date.now()}`, name: "Cold Start Boring Bar" };
const dataFile = path.join(mkdtempSync(path.join(os.tmpdir(), "cold-start-")), "firestore.json");

let site: RunningSite | undefined;
let cut: net.Server | undefined;
let env: SiteEnv;

/** Something that listens at the database's address and drops every connection: a database cut off. */
function cutOff(host: string): Promise<net.Server> {
  const [hostname, port] = host.split(":");
  const server = net.createServer((socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(port), hostname, () => resolve(server));
  });
}

beforeAll(async () => {
  const host = `127.0.0.1:${await freePort()}`;
  // The database holds a product added after the build, so no page of it was ever rendered.
  const database = await startEmbeddedDatabase({ host, dataFile });
  const admin = connectAdmin(host);
  try {
    await admin.db
      .collection("Products")
      .doc(PRODUCT.id)
      .set({ product_name: PRODUCT.name, summary: "Added after the build.", order: 1 });
  } finally {
    await admin.close();
  }
  await database.stop();
  cut = await cutOff(host);
  env = {
    PORT: String(await freePort()),
    FIRESTORE_EMULATOR_HOST: host,
    FIRESTORE_DATA_DIR: path.dirname(dataFile),
  };
  // The site starts against the cut-off database; it answers once the prerendered home page is served.
  site = await startSite(env, 150_000);
});

afterAll(async () => {
  if (site) await stopSite(site);
  await new Promise((resolve) => (cut ? cut.close(resolve) : resolve(undefined)));
});

test("a page never rendered answers the branded 503 while the database is away, and 200 once it is back", async () => {
  const url = `${site!.url}/products/${PRODUCT.id}`;
  const during = await fetch(url);
  const html = await during.text();
  expect(during.status).toBe(503);
  expect(Number(during.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(html).toContain(company.name.replace("&", "&amp;"));
  expect(html).toContain(company.phone[0]);
  expect(html).toMatch(/try again shortly/i);

  await new Promise((resolve) => cut!.close(resolve));
  cut = undefined;
  const database = await startEmbeddedDatabase({ host: env.FIRESTORE_EMULATOR_HOST, dataFile });
  try {
    const deadline = Date.now() + 60_000;
    let after = await fetch(url);
    while (after.status !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      after = await fetch(url);
    }
    expect(after.status).toBe(200);
    expect(await after.text()).toContain(PRODUCT.name);
  } finally {
    await stopSite(site!);
    site = undefined;
    await database.stop();
  }
});

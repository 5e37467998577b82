// The site's own browser channel under abuse, as `npm start` runs it: a storm of 200 tabs' sessions opened
// at once and abandoned, a malformed frame, an oversized frame and a page from another origin. Each is
// refused or closed, and afterwards the database still answers with what was saved, the site serves
// 200 and the channel still serves a new tab. A site of its own, so the storm's sessions do not hold
// the shared site's channel while other tests use it.
import { connectAdmin } from "./support/database";
import { siteEnv, startSite, stopSite, type RunningSite } from "./support/site";
import { LISTEN_PATH } from "@/dev/firestore/browser-channel/server";
import {
  backChannelUntil as readBackChannel,
  channelForm,
} from "@/dev/firestore/tests/support/browser-channel-client";

jest.setTimeout(180_000);

const STORM = 200;
const SAVED = { id: `channel-abuse-${Date.now()}`, product_name: "Saved Before The Storm" };

let site: RunningSite;
let channelHost: string;
let projectId: string;

const form = channelForm;

function listenProducts(): string {
  const database = `projects/${projectId}/databases/(default)`;
  return JSON.stringify({
    database,
    addTarget: {
      targetId: 2,
      query: {
        parent: `${database}/documents`,
        structuredQuery: { from: [{ collectionId: "Products" }] },
      },
    },
  });
}

function post(query: string, body: string, origin = site.url): Promise<Response> {
  return fetch(
    `http://${channelHost}${LISTEN_PATH}?VER=8&database=projects%2F${projectId}%2Fdatabases%2F(default)&${query}`,
    {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    },
  );
}

async function handshake(): Promise<string> {
  const res = await post("RID=1", form([listenProducts()]));
  expect(res.status).toBe(200);
  const text = await res.text();
  return JSON.parse(text.slice(text.indexOf("\n") + 1))[0][1][1];
}

const backChannelUntil = (sid: string, wanted: string) =>
  readBackChannel(channelHost, site.url, sid, wanted, 10_000);

async function siteAndDatabaseStillServe(): Promise<void> {
  expect((await fetch(`${site.url}/home`)).status).toBe(200);
  expect((await fetch(`${site.url}/products`)).status).toBe(200);
  const admin = connectAdmin(site.dbHost);
  try {
    expect((await admin.db.collection("Products").doc(SAVED.id).get()).get("product_name")).toBe(
      SAVED.product_name,
    );
  } finally {
    await admin.close();
  }
}

beforeAll(async () => {
  const env = await siteEnv();
  channelHost = env.FIRESTORE_BROWSER_HOST!;
  site = await startSite(env);
  projectId = (await (await fetch(`${site.url}/api/live-config`)).json()).config.projectId;
  const admin = connectAdmin(site.dbHost);
  try {
    await admin.db
      .collection("Products")
      .doc(SAVED.id)
      .set({ product_name: SAVED.product_name, summary: "Written before the abuse.", order: 99 });
  } finally {
    await admin.close();
  }
});

afterAll(async () => {
  if (site) await stopSite(site);
});

test("a page from another origin is refused", async () => {
  const res = await post("RID=1", form([listenProducts()]), "http://evil.example");
  expect(res.status).toBe(403);
  await siteAndDatabaseStillServe();
});

test("a malformed frame and an oversized frame close their own session; the site and database carry on", async () => {
  const malformed = await post(`SID=${await handshake()}&RID=2&AID=0`, form(["{not json"], 1));
  expect(malformed.status).toBe(400);
  const oversized = await post(
    `SID=${await handshake()}&RID=2&AID=0`,
    form([`{"x":"${"a".repeat(512 * 1024)}"}`], 1),
  );
  expect(oversized.status).toBe(413);
  await siteAndDatabaseStillServe();
  // A tab arriving now gets the saved product.
  expect(await backChannelUntil(await handshake(), SAVED.product_name)).toContain(
    SAVED.product_name,
  );
});

test(`${STORM} sessions opened at once and abandoned: those over the cap are refused, nothing goes down`, async () => {
  const results = await Promise.all(
    Array.from({ length: STORM }, () => post("RID=1", form([listenProducts()]))),
  );
  const statuses = results.map((r) => r.status);
  await Promise.all(results.map((r) => r.text()));
  expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  // The cap holds: not every session of the storm is admitted.
  expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
  await siteAndDatabaseStillServe();
});

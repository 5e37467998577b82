// The browser channel's limits, from outside, as a hostile or broken page would meet them: a storm of
// sessions opened and abandoned, a malformed frame, an oversized frame and a page from another origin.
// Each is refused or closed, other sessions keep their updates, and the database still answers with
// everything saved before.
import { getDb, resetDb } from "@/lib/firebase/admin";
import {
  LISTEN_PATH,
  startBrowserChannel,
  type BrowserChannel,
} from "@/dev/firestore/browser-channel/server";
import {
  backChannelUntil as readBackChannel,
  channelForm,
} from "@/dev/firestore/tests/support/browser-channel-client";
import { useTestDatabase, TEST_PROJECT_ID } from "@/tests/support/test-database";

jest.setTimeout(60_000);

const SITE = "http://127.0.0.1:3999";
const MAX_SESSIONS = 100;
const MAX_BODY = 16 * 1024;
// Long enough that no session of the storm idles out while the storm is still arriving on a busy machine.
const IDLE_MS = 6000;

const database = useTestDatabase({ clearEachTest: false });
let channel: BrowserChannel;

const ROOT = `projects/${TEST_PROJECT_ID}/databases/(default)/documents`;
const listenProducts = {
  database: `projects/${TEST_PROJECT_ID}/databases/(default)`,
  addTarget: {
    targetId: 2,
    query: { parent: ROOT, structuredQuery: { from: [{ collectionId: "products" }] } },
  },
};
const form = channelForm;

function post(query: string, body: string, origin = SITE) {
  return fetch(`http://${channel.host}${LISTEN_PATH}?VER=8&${query}`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

/** Opens a session and returns its id. */
async function handshake(): Promise<string> {
  const res = await post("RID=1", form([JSON.stringify(listenProducts)]));
  expect(res.status).toBe(200);
  const text = await res.text();
  return JSON.parse(text.slice(text.indexOf("\n") + 1))[0][1][1];
}

const backChannelUntil = (sid: string, wanted: string) =>
  readBackChannel(channel.host, SITE, sid, wanted);

async function databaseStillAnswers() {
  const doc = await getDb().doc("products/kept").get();
  expect(doc.get("name")).toBe("Saved before");
}

beforeAll(async () => {
  channel = await startBrowserChannel({
    state: database().server.state,
    host: "127.0.0.1:0",
    allowedOrigins: [SITE],
    readable: (collection) => collection === "products",
    maxSessions: MAX_SESSIONS,
    maxBodyBytes: MAX_BODY,
    idleMs: IDLE_MS,
  });
  await getDb().doc("products/kept").set({ name: "Saved before" });
});

afterAll(async () => {
  await channel.close();
  await resetDb();
});

test("200 sessions opened at once and abandoned: those over the cap are refused, the rest close when idle", async () => {
  const results = await Promise.all(
    Array.from({ length: 200 }, () => post("RID=1", form([JSON.stringify(listenProducts)]))),
  );
  const statuses = results.map((r) => r.status);
  await Promise.all(results.map((r) => r.text()));
  expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_SESSIONS);
  expect(statuses.filter((s) => s === 503)).toHaveLength(100);
  expect(channel.sessionCount()).toBe(MAX_SESSIONS);

  const deadline = Date.now() + IDLE_MS * 3;
  while (channel.sessionCount() > 0 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  expect(channel.sessionCount()).toBe(0);
  await databaseStillAnswers();
  // A tab arriving afterwards is served.
  const sid = await handshake();
  expect(await backChannelUntil(sid, "Saved before")).toContain("Saved before");
});

test("a malformed frame closes its own session only; the others keep their updates", async () => {
  const bystander = await handshake();
  const seen = backChannelUntil(bystander, "Edited after");
  const culprits = [await handshake(), await handshake()];
  const notJson = await post(`SID=${culprits[0]}&RID=2&AID=0`, form(["{not json"], 1));
  expect(notJson.status).toBe(400);
  expect(await notJson.text()).toContain("not JSON");
  const notListen = await post(
    `SID=${culprits[1]}&RID=2&AID=0`,
    form([JSON.stringify({ addTarget: { targetId: "two" } })], 1),
  );
  expect(notListen.status).toBe(400);
  expect(await notListen.text()).toContain("not a ListenRequest");
  // The culprits' sessions are gone; the bystander still hears edits.
  for (const sid of culprits)
    expect(
      (await post(`SID=${sid}&RID=3&AID=0`, form([JSON.stringify(listenProducts)], 1))).status,
    ).toBe(400);
  await getDb().doc("products/edited").set({ name: "Edited after" });
  expect(await seen).toContain("Edited after");
  await databaseStillAnswers();
});

test("an oversized frame is refused with 413 and its session closed", async () => {
  const sid = await handshake();
  const big = form(
    [JSON.stringify({ ...listenProducts, labels: { pad: "x".repeat(MAX_BODY * 2) } })],
    1,
  );
  const res = await post(`SID=${sid}&RID=2&AID=0`, big);
  expect(res.status).toBe(413);
  expect((await post(`SID=${sid}&RID=3&AID=0`, form([], 2))).status).toBe(400);
  const fresh = await post("RID=1", big);
  expect(fresh.status).toBe(413);
  await databaseStillAnswers();
});

test("a page from another origin is refused and gets no CORS permission", async () => {
  const res = await post("RID=1", form([JSON.stringify(listenProducts)]), "http://evil.example");
  expect(res.status).toBe(403);
  expect(res.headers.get("access-control-allow-origin")).toBeNull();
  const preflight = await fetch(`http://${channel.host}${LISTEN_PATH}`, {
    method: "OPTIONS",
    headers: { Origin: "http://evil.example" },
  });
  expect(preflight.status).toBe(403);
  const own = await post("RID=1", form([JSON.stringify(listenProducts)]));
  expect(own.status).toBe(200);
  expect(own.headers.get("access-control-allow-origin")).toBe(SITE);
  expect(own.headers.get("access-control-allow-credentials")).toBe("true");
  expect(own.headers.get("access-control-expose-headers")).toContain("X-HTTP-Session-Id");
  await databaseStillAnswers();
});

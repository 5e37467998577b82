/**
 * Node, also when the mutation tests run it (Stryker's environment reports coverage):
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// The change feed's timing and bookkeeping, with a fake database whose snapshots and failures the test
// sends and a clock the test moves: batches, the second invalidation after the settling time, retries
// with growing pauses, listeners attached again after a failure, the proxy's facts, and the stop.
// (tests/integration/content-change-feed.test.ts runs the same feed against the embedded database.)
import { collectionNames, type CollectionName } from "@/lib/content/collections";
import { loopbackRevalidate, startChangeFeed } from "@/lib/content/change-feed";
import { detailVerdict, listenedSiteSwitch, siteContact } from "@/lib/http/site-state";
import { demoContent } from "@/lib/content/demo-content";
import { openDedicatedDb } from "@/lib/firebase/admin";
import { processRevalidationToken } from "@/lib/content/revalidation";
import { Timestamp } from "firebase-admin/firestore";
import { afterContentEdit, checkExpiredCertificates } from "@/lib/content/after-edit";

jest.mock("@/lib/firebase/admin", () => ({ openDedicatedDb: jest.fn() }));
jest.mock("@/lib/content/after-edit", () => ({
  afterContentEdit: jest.fn(async () => {}),
  checkExistingDocument: jest.fn(async () => {}),
  checkExpiredCertificates: jest.fn(async () => {}),
}));

type Listener = {
  next(snap: { docs: { id: string; data(): unknown }[] }): void;
  error(error: Error): void;
  detached: boolean;
};

/** The fake database: every listener attached, by collection, in order, and how often it was closed. */
let listeners: Map<CollectionName, Listener[]>;
let closed: number;
let calls: { names: CollectionName[]; at: number }[];
let failing: number;
let start: number;

beforeEach(() => {
  jest.useFakeTimers();
  start = Date.now();
  listeners = new Map();
  closed = 0;
  calls = [];
  failing = 0;
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("site.process-wide")];
  jest.mocked(openDedicatedDb).mockImplementation(() => {
    const collection = (name: CollectionName) => ({
      onSnapshot(next: Listener["next"], error: Listener["error"]) {
        const listener: Listener = { next, error, detached: false };
        listeners.set(name, [...(listeners.get(name) ?? []), listener]);
        return () => void (listener.detached = true);
      },
    });
    return { db: { collection } as never, close: async () => void closed++ };
  });
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const current = (name: CollectionName) => listeners.get(name)!.at(-1)!;
const snapshot = (name: CollectionName, docs: Record<string, unknown> = {}) =>
  current(name).next({
    docs: Object.entries(docs).map(([id, data]) => ({ id, data: () => data })),
  });
const elapse = (ms: number) => jest.advanceTimersByTimeAsync(ms);
/** The collections named by each invalidation, and when it was sent (ms after the feed started). */
const sent = () => calls.map((call) => [call.at - start, call.names]);

function feed() {
  return startChangeFeed({
    revalidate: async (names) => {
      if (failing > 0) {
        failing--;
        throw new Error("the endpoint is not listening yet");
      }
      calls.push({ names: [...names], at: Date.now() });
    },
  });
}

/** A feed whose first snapshots have arrived and been sent, twice; the clock then stands at 3 s. */
async function attachedFeed() {
  const stop = feed();
  for (const name of collectionNames) snapshot(name);
  await elapse(3_000);
  expect(sent()).toEqual([
    [20, [...collectionNames]],
    [2_020, [...collectionNames]],
  ]);
  calls = [];
  start = Date.now();
  return stop;
}

test("one listener per content collection on a client of its own; the first snapshots go as one invalidation, sent again 2 s later", async () => {
  feed();
  expect(openDedicatedDb).toHaveBeenCalledWith("listeners");
  expect([...listeners.keys()]).toEqual([...collectionNames]);
  for (const name of collectionNames) snapshot(name);
  await elapse(19);
  expect(calls).toEqual([]);
  await elapse(1);
  expect(sent()).toEqual([[20, [...collectionNames]]]);
  await elapse(60_000);
  expect(sent()).toEqual([
    [20, [...collectionNames]],
    [2_020, [...collectionNames]],
  ]);
});

test("an edit invalidates its collection 20 ms later and again 2 s later (a render begun before the first may have read the old data)", async () => {
  await attachedFeed();
  snapshot("Products", { reamer: { product_name: "Reamer" } });
  await elapse(19);
  expect(calls).toEqual([]);
  await elapse(1);
  expect(sent()).toEqual([[20, ["Products"]]]);
  await elapse(60_000);
  expect(sent()).toEqual([
    [20, ["Products"]],
    [2_020, ["Products"]],
  ]);
});

test("edits within 20 ms of the first go together, later ones in a batch of their own", async () => {
  await attachedFeed();
  snapshot("clients");
  await elapse(10);
  snapshot("home");
  snapshot("clients");
  await elapse(15);
  snapshot("our_teams");
  await elapse(100);
  expect(sent()).toEqual([
    [20, ["clients", "home"]],
    [45, ["our_teams"]],
  ]);
  await elapse(5_000);
  expect(sent()).toEqual([
    [20, ["clients", "home"]],
    [45, ["our_teams"]],
    [2_020, ["clients", "home"]],
    [2_045, ["our_teams"]],
  ]);
});

test("an invalidation that fails is sent again after 250 ms, then pauses twice as long each time", async () => {
  await attachedFeed();
  failing = 3;
  snapshot("clients");
  await elapse(20 + 250 + 500 + 999);
  expect(calls).toEqual([]);
  await elapse(1);
  expect(sent()).toEqual([[1_770, ["clients"]]]);
  expect(console.error).not.toHaveBeenCalled();
});

test("after eight failed attempts the invalidation is given up, logged once with its collections", async () => {
  await attachedFeed();
  // Eight failures for the first call and eight for its repetition 2 s later.
  failing = 16;
  snapshot("clients");
  snapshot("home");
  // The pauses after attempts 1 to 7: 250 ms doubling each time, 31,750 ms in all.
  await elapse(20 + 31_750 - 1);
  expect(console.error).not.toHaveBeenCalled();
  await elapse(1);
  expect(console.error).toHaveBeenCalledTimes(1);
  expect(console.error).toHaveBeenCalledWith(
    "[content] could not invalidate clients, home:",
    "the endpoint is not listening yet",
  );
  await elapse(120_000);
  expect(console.error).toHaveBeenCalledTimes(2);
  expect(calls).toEqual([]);
  expect(failing).toBe(0);
});

test("the proxy's site switch comes from the snapshots of project; other collections leave it alone", async () => {
  feed();
  snapshot("Products", { reamer: { product_name: "Reamer" } });
  expect(listenedSiteSwitch()).toBeUndefined();
  snapshot("project", { site: { online: false } });
  expect(listenedSiteSwitch()).toBe(false);
  snapshot("clients", { acme: { name: "Acme" } });
  expect(listenedSiteSwitch()).toBe(false);
  // No usable record: the site is online.
  snapshot("project", { site: { online: "no" } });
  expect(listenedSiteSwitch()).toBe(true);
});

test("a listener that fails is attached again after 500 ms, pausing twice as long after each failure up to 30 s", async () => {
  await attachedFeed();
  const failed = current("Products");
  failed.error(new Error("unavailable"));
  expect(failed.detached).toBe(true);
  expect(console.error).toHaveBeenCalledWith(
    "[content] listener on Products failed (unavailable); attaching again in 500 ms",
  );
  await elapse(499);
  expect(listeners.get("Products")).toHaveLength(1);
  await elapse(1);
  expect(listeners.get("Products")).toHaveLength(2);
  const waits: string[] = [];
  for (let failure = 1; failure < 8; failure++) {
    current("Products").error(new Error("unavailable"));
    waits.push(
      String(jest.mocked(console.error).mock.lastCall?.[0]).replace(/.* in (\d+) ms$/, "$1"),
    );
    await elapse(30_000);
  }
  expect(waits).toEqual(["1000", "2000", "4000", "8000", "16000", "30000", "30000"]);
  // A snapshot ends the run of failures: the next one waits 500 ms again.
  snapshot("Products");
  current("Products").error(new Error("unavailable"));
  expect(jest.mocked(console.error).mock.lastCall?.[0]).toMatch(/in 500 ms$/);
  expect(listeners.get("clients")).toHaveLength(1);
});

test("the first snapshot after a listener is attached again invalidates its collection, as every later one does", async () => {
  await attachedFeed();
  current("Products").error(new Error("unavailable"));
  await elapse(500);
  snapshot("Products");
  await elapse(5_000);
  expect(sent()).toEqual([
    [520, ["Products"]],
    [2_520, ["Products"]],
  ]);
  snapshot("Products");
  await elapse(1_020);
  expect(sent()).toEqual([
    [520, ["Products"]],
    [2_520, ["Products"]],
    [5_520, ["Products"]],
  ]);
});

test("stop detaches every listener and closes the client once; nothing is sent or attached afterwards", async () => {
  const stop = await attachedFeed();
  snapshot("clients");
  await elapse(20);
  current("Products").error(new Error("unavailable"));
  snapshot("home");
  await stop();
  await stop();
  expect(closed).toBe(1);
  expect([...listeners.values()].flat().filter((listener) => !listener.detached)).toEqual([]);
  await elapse(60_000);
  expect(sent()).toEqual([[20, ["clients"]]]);
  expect(listeners.get("Products")).toHaveLength(1);
});

describe("invalidating through the server's own endpoint", () => {
  let fetched: { url: string; init: RequestInit }[];
  let status: number;
  beforeEach(() => {
    fetched = [];
    status = 200;
    jest.spyOn(globalThis, "fetch").mockImplementation(async (url, init) => {
      fetched.push({ url: String(url), init: init! });
      return new Response(null, { status });
    });
  });

  test("posts the collections with the process's token to loopback at the server's PORT, or 3000", async () => {
    const port = process.env.PORT;
    try {
      process.env.PORT = "4123";
      await loopbackRevalidate(["Products", "home"]);
      delete process.env.PORT;
      await loopbackRevalidate(["home"]);
    } finally {
      if (port === undefined) delete process.env.PORT;
      else process.env.PORT = port;
    }
    expect(fetched).toEqual([
      {
        url: "http://127.0.0.1:4123/api/revalidate",
        init: {
          method: "POST",
          headers: {
            authorization: `Bearer ${processRevalidationToken()}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({ collections: ["Products", "home"] }),
        },
      },
      expect.objectContaining({ url: "http://127.0.0.1:3000/api/revalidate" }),
    ]);
  });

  test("an answer other than success rejects with its status", async () => {
    status = 401;
    await expect(loopbackRevalidate(["home"])).rejects.toThrow(
      "the revalidation route answered 401",
    );
    status = 204;
    await expect(loopbackRevalidate(["home"])).resolves.toBeUndefined();
  });
});

test("with the owners to tell, a certificate's expiry has them told when it comes, with no edit; a draft's does not", async () => {
  const stop = startChangeFeed({
    revalidate: async () => {},
    afterEdit: { recipients: ["owner@precitech.example"] },
  });
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  for (const name of collectionNames) {
    if (name === "certifications") {
      snapshot(name, {
        iso: { name: "ISO 9001:2015", issuer: "TUV", valid_until: at(5_000) },
        draft: { name: "ISO 14001", issuer: "TUV", valid_until: at(2_000), draft: true },
        lasting: { name: "NABL", issuer: "NABL", valid_until: at(86_400_000) },
      });
    } else snapshot(name);
  }
  await elapse(4_000);
  expect(checkExpiredCertificates).not.toHaveBeenCalled();
  await elapse(3_000);
  expect(checkExpiredCertificates).toHaveBeenCalledTimes(1);
  // The next one is a day away: nothing more until then, and nothing after the stop.
  await elapse(60_000);
  expect(checkExpiredCertificates).toHaveBeenCalledTimes(1);
  await stop();
  await elapse(86_400_000);
  expect(checkExpiredCertificates).toHaveBeenCalledTimes(1);
});

/** A product document as a snapshot holds it, last written `updated` seconds after the epoch. */
const doc = (id: string, name: string, updated: number) => ({
  id,
  data: () => ({ product_name: name }),
  updateTime: Timestamp.fromMillis(updated * 1000),
  createTime: Timestamp.fromMillis(1000),
});

test("what changed while a failed listener was away is kept in the history when it is attached again", async () => {
  const stop = startChangeFeed({ revalidate: async () => {}, afterEdit: { recipients: [] } });
  for (const name of collectionNames) {
    if (name === "Products")
      current(name).next({
        docs: [doc("kept", "Reamers", 1), doc("edited", "Drills", 1), doc("deleted", "Taps", 1)],
      } as never);
    else snapshot(name);
  }
  current("Products").error(new Error("unavailable"));
  await elapse(500);
  current("Products").next({
    docs: [
      doc("kept", "Reamers", 1),
      doc("edited", "Step drills", 5),
      doc("added", "Reamers, carbide", 6),
    ],
  } as never);
  const edits = jest
    .mocked(afterContentEdit)
    .mock.calls.map(([, change]) => [
      change.id,
      change.before?.data ?? null,
      change.after?.data ?? null,
    ]);
  expect(edits).toEqual([
    ["edited", { product_name: "Drills" }, { product_name: "Step drills" }],
    ["added", null, { product_name: "Reamers, carbide" }],
    ["deleted", { product_name: "Taps" }, null],
  ]);
  await stop();
});

test("the proxy's contact facts come from the snapshots of company, its product and service pages from theirs", async () => {
  feed();
  const builtIn = siteContact();
  snapshot("clients", { acme: { name: "Acme" } });
  expect(siteContact()).toEqual(builtIn);
  snapshot("company", {
    main: {
      ...demoContent.company.main,
      name: "Shreeji Precision Works",
      phone: ["+91 99099 11111"],
    },
  });
  expect(siteContact()).toMatchObject({
    name: "Shreeji Precision Works",
    phone: "+91 99099 11111",
  });
  snapshot("Products", { reamer: { product_name: "Reamer" } });
  snapshot("Services", { grinding: demoContent.Services["cnc-tool-grinding"] });
  expect(await detailVerdict("Products", "reamer", false)).toBe("page");
  expect(await detailVerdict("Services", "grinding", false)).toBe("page");
  // Not known to the listeners: read from the database, which this test has not.
  expect(await detailVerdict("Services", "reamer", false)).toBe("unavailable");
});

test("each later change is kept with the version it replaced: an edit, an addition, then a removal of the edited one", async () => {
  jest.mocked(afterContentEdit).mockClear();
  const stop = startChangeFeed({ revalidate: async () => {}, afterEdit: { recipients: [] } });
  for (const name of collectionNames)
    if (name === "Products") current(name).next({ docs: [doc("drill", "Drills", 1)] } as never);
    else snapshot(name);
  const changes = [
    { type: "modified", doc: doc("drill", "Step drills", 2) },
    { type: "added", doc: doc("tap", "Taps", 3) },
  ];
  current("Products").next({ docs: [], docChanges: () => changes } as never);
  const removed = [{ type: "removed", doc: doc("drill", "Step drills", 2) }];
  current("Products").next({ docs: [], docChanges: () => removed } as never);
  const edits = jest
    .mocked(afterContentEdit)
    .mock.calls.map(([, change]) => [
      change.collection,
      change.id,
      change.before?.data ?? null,
      change.after?.data ?? null,
    ]);
  expect(edits).toEqual([
    ["Products", "drill", { product_name: "Drills" }, { product_name: "Step drills" }],
    ["Products", "tap", null, { product_name: "Taps" }],
    ["Products", "drill", { product_name: "Step drills" }, null],
  ]);
  await stop();
});

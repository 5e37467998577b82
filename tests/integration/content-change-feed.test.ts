// The server's change feed against a real (embedded) Firestore: one listener per content collection
// invalidates that collection once when attached and whenever it changes (then once more, after renders
// under way have finished), keeps the proxy's facts (site switch, product and service ids), retries an
// invalidation that failed, and sends nothing once stopped.
import { deleteApp, getApps } from "firebase-admin/app";
import { startChangeFeed } from "@/lib/content/change-feed";
import { collectionNames, type CollectionName } from "@/lib/content/collections";
import { listenedSiteSwitch } from "@/lib/http/site-state";
import { getDb } from "@/lib/firebase/admin";
import { useTestDatabase } from "@/tests/support/test-database";

jest.setTimeout(30_000);
useTestDatabase();

type Call = { names: CollectionName[]; at: number };

/** A change feed whose invalidations are recorded (and fail while `failing` is above zero). */
function recordedFeed() {
  const calls: Call[] = [];
  const waiters: (() => void)[] = [];
  let failing = 0;
  const stop = startChangeFeed({
    revalidate: async (names) => {
      if (failing > 0) {
        failing--;
        throw new Error("the endpoint is not listening yet");
      }
      calls.push({ names: [...names].sort(), at: Date.now() });
      for (const wake of waiters.splice(0)) wake();
    },
  });
  /** The call by which every one of `names` has been invalidated since call `from`, within `ms`. */
  const callNaming = async (
    names: CollectionName[],
    from: number,
    ms = 5_000,
  ): Promise<Call & { index: number }> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const named = new Set<CollectionName>();
      const index = calls.findIndex(
        (call, i) =>
          i >= from &&
          (call.names.forEach((name) => named.add(name)), names.every((name) => named.has(name))),
      );
      if (index >= 0) return { ...calls[index], index };
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `no invalidation of ${names.join(", ")} within ${ms} ms (calls: ${JSON.stringify(calls)})`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
  };
  /** Waits until the first snapshots have invalidated every collection; the number of calls by then. */
  const settled = async () => {
    const first = await callNaming([...collectionNames], 0);
    return first.index + 1;
  };
  return { calls, stop, callNaming, settled, failNext: (times: number) => (failing = times) };
}

const feeds: { stop(): Promise<void> }[] = [];
function feed() {
  const started = recordedFeed();
  feeds.push(started);
  return started;
}
afterEach(async () => {
  for (const started of feeds.splice(0)) await started.stop();
  // Whatever a feed left open is closed here (a broken stop must fail its own test, not the next ones).
  await Promise.all(
    getApps()
      .filter((app) => app.name.startsWith("listeners"))
      .map((app) => deleteApp(app).catch(() => undefined)),
  );
  // The database closes a detached listener's stream a moment later; its client must still be loaded.
  await new Promise((resolve) => setTimeout(resolve, 300));
});

test("the first snapshots invalidate every collection once", async () => {
  const { calls, settled } = feed();
  const from = await settled();
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(calls.length).toBe(from);
  expect(calls.flatMap((call) => call.names).sort()).toEqual([...collectionNames].sort());
});

test("an edit invalidates only its collection within a second, once", async () => {
  const { calls, callNaming, settled } = feed();
  const from = await settled();
  const written = Date.now();
  await getDb().doc("Products/reamer").set({ product_name: "Reamer" });
  const first = await callNaming(["Products"], from, 1_000);
  expect(first.at - written).toBeLessThan(1_000);
  expect(first.names).toEqual(["Products"]);
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(calls.slice(from).flatMap((call) => call.names)).toEqual(["Products"]);
});

test("edits to several collections close together go in one invalidation", async () => {
  const { callNaming, settled } = feed();
  const from = await settled();
  await Promise.all([
    getDb().doc("clients/acme").set({ name: "Acme" }),
    getDb().doc("home/main").set({ title: "Welcome" }),
  ]);
  const call = await callNaming(["clients", "home"], from, 2_000);
  expect(call.names).toEqual(["clients", "home"]);
});

test("deleting the last document of a collection invalidates it, and the proxy's switch follows project", async () => {
  await getDb().doc("Products/reamer").set({ product_name: "Reamer" });
  await getDb().doc("project/site").set({ online: true });
  const { callNaming, settled } = feed();
  const from = await settled();
  expect(listenedSiteSwitch()).toBe(true);

  await getDb().doc("Products/reamer").delete();
  await callNaming(["Products"], from, 1_000);

  await getDb().doc("project/site").set({ online: false });
  await callNaming(["project"], from, 1_000);
  expect(listenedSiteSwitch()).toBe(false);
  // No record at all: the site is online.
  await getDb().doc("project/site").delete();
  const deadline = Date.now() + 2_000;
  while (listenedSiteSwitch() !== true && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  expect(listenedSiteSwitch()).toBe(true);
});

test("an invalidation that fails is sent again", async () => {
  const { callNaming, settled, failNext } = feed();
  const from = await settled();
  failNext(2);
  await getDb().doc("clients/acme").set({ name: "Acme" });
  const call = await callNaming(["clients"], from, 5_000);
  expect(call.names).toEqual(["clients"]);
});

test("once stopped, an edit invalidates nothing", async () => {
  const started = feed();
  const from = await started.settled();
  await started.stop();
  await getDb().doc("clients/acme").set({ name: "Acme" });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(started.calls.length).toBe(from);
});

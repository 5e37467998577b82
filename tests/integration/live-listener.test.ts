// The live path: the firebase web SDK (as the browser uses it, here under Node) follows a collection
// and receives a change written with firebase-admin, parsed by the same schemas as the server reads.
// Every test takes the listener's first snapshot before it writes.
import { subscribeCollection } from "@/lib/live/listen";
import type { CollectionName, CollectionValue } from "@/lib/content/collections";
import { getDb, resetDb } from "@/lib/firebase/admin";
import { getWebFirestore, resetWebFirestore } from "@/lib/firebase/web";
import { startTestDatabase, TEST_PROJECT_ID } from "@/tests/support/test-database";
import type { EmbeddedDatabase } from "@/dev/firestore/emulator";

let database: EmbeddedDatabase;

/**
 * Follows a collection through the web SDK. `first()` is its first snapshot; `next(accept)` is the
 * first later snapshot that `accept`s, so a test writes only after the listener has its first
 * snapshot and cannot take that snapshot for the change it waits for.
 */
function follow<C extends CollectionName>(name: C) {
  const values: CollectionValue<C>[] = [];
  const waiters: {
    from: number;
    accept: (v: CollectionValue<C>) => boolean;
    resolve: (v: CollectionValue<C>) => void;
  }[] = [];
  const check = () => {
    for (const waiter of [...waiters]) {
      const found = values.slice(waiter.from).find(waiter.accept);
      if (found === undefined) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(found);
    }
  };
  let failure: Error | undefined;
  const stop = subscribeCollection(
    name,
    (value) => {
      values.push(value);
      check();
    },
    (error) => {
      failure = error;
    },
  );
  const wait = (from: number, accept: (v: CollectionValue<C>) => boolean) =>
    new Promise<CollectionValue<C>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(failure ?? new Error(`no matching ${name} snapshot within 10 s`)),
        10_000,
      );
      waiters.push({ from, accept, resolve: (v) => (clearTimeout(timer), resolve(v)) });
      check();
    });
  return {
    first: () => wait(0, () => true),
    next: (accept: (v: CollectionValue<C>) => boolean) => wait(values.length, accept),
    stop,
  };
}

async function closeWebClient() {
  const db = await getWebFirestore();
  if (!db) return;
  const [{ terminate }, { deleteApp }] = await Promise.all([
    import("firebase/firestore"),
    import("firebase/app"),
  ]);
  await terminate(db);
  await deleteApp(db.app);
  resetWebFirestore();
}

beforeAll(async () => {
  database = await startTestDatabase();
});

// The embedded emulator serves one listen target per stream, while the web SDK puts all of a client's
// listeners on one stream; so each test gets a web client of its own (real Firestore has no such limit).
beforeEach(async () => {
  resetWebFirestore();
  // The shared web client, configured as the browser would be, but pointed at the test emulator.
  await getWebFirestore({
    config: { projectId: TEST_PROJECT_ID, apiKey: "test-key" },
    emulatorHost: database.host,
  });
});

afterEach(closeWebClient);

afterAll(async () => {
  await resetDb();
  await database.stop();
});

test("a product added with firebase-admin reaches a live list listener", async () => {
  await getDb().collection("Products").doc("first").set({ product_name: "Reamer", order: 1 });
  const products = follow("Products");
  expect((await products.first()).map((p) => p.id)).toEqual(["first"]);
  const added = products.next((list) => list.some((p) => p.id === "added-live"));
  await getDb()
    .collection("Products")
    .doc("added-live")
    .set({ product_name: "Live Drill", order: 2 });
  expect((await added).map((p) => [p.id, p.product_name])).toEqual([
    ["first", "Reamer"],
    ["added-live", "Live Drill"],
  ]);
  products.stop();
});

test("the site switch follows the first project record live", async () => {
  await getDb().collection("project").doc("site").set({ online: true });
  const project = follow("project");
  expect(await project.first()).toEqual({ id: "site", online: true });
  const off = project.next((p) => p?.online === false);
  await getDb().collection("project").doc("site").update({ online: false });
  expect(await off).toEqual({ id: "site", online: false });
  project.stop();
});

// A deletion is not covered here: the embedded database answers it on the gRPC stream with a target
// reset, which the SDK resolves with a second target that this stream does not serve. Browsers take
// deletions through the browser channel (tests/e2e/live.test.ts).
test("an edit reaches the listener a detail page shares", async () => {
  await getDb().collection("Services").doc("edm").set({ name: "Wire EDM" });
  const services = follow("Services");
  expect((await services.first()).map((s) => s.name)).toEqual(["Wire EDM"]);
  const renamed = services.next((list) => list[0]?.name === "Wire-cut EDM");
  await getDb().collection("Services").doc("edm").update({ name: "Wire-cut EDM" });
  expect((await renamed).map((s) => [s.id, s.name])).toEqual([["edm", "Wire-cut EDM"]]);
  services.stop();
});

test("a document that stops fitting its schema is left out of the live list", async () => {
  jest.spyOn(console, "warn").mockImplementation(() => {});
  await getDb().collection("Services").doc("edm").set({ name: "Wire-cut EDM" });
  const services = follow("Services");
  expect(await services.first()).toHaveLength(1);
  const broken = services.next((list) => list.length === 0);
  await getDb().collection("Services").doc("edm").update({ name: 12 });
  expect(await broken).toEqual([]);
  services.stop();
});

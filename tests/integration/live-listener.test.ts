// The live path: the firebase web SDK (as the browser uses it, here under Node) follows a collection
// and receives a change written with firebase-admin, parsed by the same schemas as the server reads.
import { subscribeDocument, subscribeFirst, subscribeList } from "@/lib/content/listen";
import type { RecordOf } from "@/lib/content/collections";
import { getDb, resetDb } from "@/lib/firebase/admin";
import { getWebFirestore, resetWebFirestore } from "@/lib/firebase/web";
import { startTestDatabase, TEST_PROJECT_ID } from "@/tests/support/test-database";
import type { EmbeddedDatabase } from "@/scripts/embedded-db";

let database: EmbeddedDatabase;

function nextValue<T>(subscribe: (push: (value: T) => void) => () => void, accept: (value: T) => boolean) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no matching snapshot within 10 s")), 10_000);
    const stop = subscribe((value) => {
      if (!accept(value)) return;
      clearTimeout(timer);
      setTimeout(stop, 0);
      resolve(value);
    });
  });
}

async function closeWebClient() {
  const db = await getWebFirestore();
  if (!db) return;
  const [{ terminate }, { deleteApp }] = await Promise.all([import("firebase/firestore"), import("firebase/app")]);
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
  await getWebFirestore({ config: { projectId: TEST_PROJECT_ID, apiKey: "test-key" }, emulatorHost: database.host });
});

afterEach(closeWebClient);

afterAll(async () => {
  await resetDb();
  await database.stop();
});

test("a product added with firebase-admin reaches a live list listener", async () => {
  await getDb().collection("Products").doc("first").set({ product_name: "Reamer", order: 1 });
  const seen = nextValue<RecordOf<"Products">[]>(
    (push) => subscribeList("Products", push),
    (list) => list.some((p) => p.id === "added-live"),
  );
  await new Promise((r) => setTimeout(r, 200));
  await getDb().collection("Products").doc("added-live").set({ product_name: "Live Drill", order: 2 });
  const list = await seen;
  expect(list.map((p) => [p.id, p.product_name])).toEqual([
    ["first", "Reamer"],
    ["added-live", "Live Drill"],
  ]);
});

test("the site switch follows the first project record live", async () => {
  await getDb().collection("project").doc("site").set({ online: true });
  const off = nextValue<RecordOf<"project"> | null>(
    (push) => subscribeFirst("project", push),
    (p) => p?.online === false,
  );
  await new Promise((r) => setTimeout(r, 200));
  await getDb().collection("project").doc("site").update({ online: false });
  expect(await off).toEqual({ id: "site", online: false });
});

test("a single document listener sees an edit", async () => {
  await getDb().collection("Services").doc("edm").set({ name: "Wire EDM" });
  const renamed = nextValue<RecordOf<"Services"> | null>(
    (push) => subscribeDocument("Services", "edm", push),
    (s) => s?.name === "Wire-cut EDM",
  );
  await new Promise((r) => setTimeout(r, 200));
  await getDb().collection("Services").doc("edm").update({ name: "Wire-cut EDM" });
  expect((await renamed)?.name).toBe("Wire-cut EDM");
});

test("a document that stops fitting its schema reaches a listener as null", async () => {
  jest.spyOn(console, "warn").mockImplementation(() => {});
  await getDb().collection("Services").doc("edm").set({ name: "Wire-cut EDM" });
  const broken = nextValue<RecordOf<"Services"> | null>(
    (push) => subscribeDocument("Services", "edm", push),
    (s) => s === null,
  );
  await new Promise((r) => setTimeout(r, 200));
  await getDb().collection("Services").doc("edm").update({ name: 12 });
  expect(await broken).toBeNull();
});

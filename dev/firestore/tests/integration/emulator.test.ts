// The embedded database behaves as Firestore does where the site and the content tools rely on it.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import { FieldValue } from "firebase-admin/firestore";
import { getDb, openDedicatedDb, resetDb } from "@/lib/firebase/admin";
import { startEmbeddedDatabase } from "@/dev/firestore/emulator";
import { useTestDatabase } from "@/tests/support/test-database";

const database = useTestDatabase();

test("set() replaces the whole document", async () => {
  const ref = getDb().collection("social_media").doc("links");
  await ref.set({ facebook: "https://facebook.com/a", youtube: "https://youtube.com/@a" });
  await ref.set({ instagram: "https://instagram.com/a" });
  expect((await ref.get()).data()).toEqual({ instagram: "https://instagram.com/a" });
});

test("set() with merge keeps the other fields", async () => {
  const ref = getDb().collection("project").doc("site");
  await ref.set({ online: true, note: "x" });
  await ref.set({ online: false }, { merge: true });
  expect((await ref.get()).data()).toEqual({ online: false, note: "x" });
});

test("update() with FieldValue.delete() removes the field, nested ones too", async () => {
  const ref = getDb().collection("Products").doc("p");
  await ref.set({ product_name: "Drill", summary: "s", meta: { a: 1, b: 2 } });
  await ref.update({ summary: FieldValue.delete(), "meta.a": FieldValue.delete() });
  expect((await ref.get()).data()).toEqual({ product_name: "Drill", meta: { b: 2 } });
});

test("create() refuses a document that exists", async () => {
  const ref = getDb().collection("Inquiries").doc("once");
  await ref.create({ n: 1 });
  await expect(ref.create({ n: 2 })).rejects.toMatchObject({ code: 6 });
  expect((await ref.get()).data()).toEqual({ n: 1 });
});

test("what was written is saved to its file and loaded by the next start", async () => {
  const dataFile = path.join(mkdtempSync(path.join(os.tmpdir(), "embedded-")), "firestore.json");
  const { freePort } = await import("@/tests/support/ports");
  const own = `127.0.0.1:${await freePort()}`;
  let db = await startEmbeddedDatabase({ host: own, dataFile });
  process.env.FIRESTORE_EMULATOR_HOST = own;
  await resetDb();
  try {
    await getDb()
      .collection("Inquiries")
      .doc("kept")
      .set({ name: "Asha", at: new Date("2026-02-01T00:00:00Z") });
    await db.stop();
    db = await startEmbeddedDatabase({ host: own, dataFile });
    await resetDb();
    const again = (await getDb().collection("Inquiries").doc("kept").get()).data();
    expect(again?.name).toBe("Asha");
    expect(again?.at.toDate().toISOString()).toBe("2026-02-01T00:00:00.000Z");
  } finally {
    await db.stop();
    process.env.FIRESTORE_EMULATOR_HOST = database().host;
    await resetDb();
  }
});

test("a change made just before the process exits is saved, though the usual save was not due yet", async () => {
  const dataFile = path.join(mkdtempSync(path.join(os.tmpdir(), "exiting-")), "firestore.json");
  // A process of its own that writes and exits at once, as the site does on Ctrl-C.
  const script = `
    const m = await import("@/dev/firestore/emulator");
    const db = await (m.default ?? m).startEmbeddedDatabase({ host: "127.0.0.1:0", dataFile: process.argv[1] });
    const { Write } = await import("@firestore-emulator/proto/dist/google/firestore/v1/write.js");
    const name = "projects/demo-test/databases/(default)/documents/Inquiries/last";
    db.server.state.writeV1Document(new Date(), Write.fromObject({ update: { name, fields: { name: { string_value: "Asha" } } } }));
    process.exit(0);`;
  const args = ["--import", "tsx", "--input-type=module", "-e", script, dataFile];
  await new Promise((resolve, reject) =>
    execFile(process.execPath, args, (error) => (error ? reject(error) : resolve(undefined))),
  );
  expect(JSON.parse(readFileSync(dataFile, "utf8")).documents).toEqual([
    {
      name: "projects/demo-test/databases/(default)/documents/Inquiries/last",
      fields: { name: { string_value: "Asha" } },
    },
  ]);
}, 60_000);

/** A database of the test's own, with a client of its own attached to `clients`. */
async function ownDatabaseWithListener() {
  const { freePort } = await import("@/tests/support/ports");
  const own = await startEmbeddedDatabase({
    host: `127.0.0.1:${await freePort()}`,
    dataFile: null,
  });
  process.env.FIRESTORE_EMULATOR_HOST = own.host;
  const client = openDedicatedDb("listen-lifecycle");
  const handlers = () => own.server.state.emitter.listenerCount("create-document");
  const before = handlers();
  let detach = () => {};
  await new Promise<void>((resolve, reject) => {
    detach = client.db.collection("clients").onSnapshot(() => resolve(), reject);
  });
  expect(handlers()).toBe(before + 1);
  return { own, client, detach, handlers, before };
}

const waitUntil = async (check: () => boolean, ms: number) => {
  for (const deadline = Date.now() + ms; !check() && Date.now() < deadline;)
    await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe("listen streams", () => {
  afterEach(() => {
    process.env.FIRESTORE_EMULATOR_HOST = database().host;
  });

  test("a listener its client detaches is closed by the database too, so nothing holds up a shutdown", async () => {
    const { own, client, detach, handlers, before } = await ownDatabaseWithListener();
    detach();
    expect(await waitUntil(() => handlers() === before, 2_000)).toBe(true);
    // An open stream holds a graceful shutdown until it is cut after a second.
    const started = Date.now();
    await own.stop();
    expect(Date.now() - started).toBeLessThan(500);
    await client.close();
  });

  test("a client that goes away without closing its stream leaves no handlers behind", async () => {
    const { freePort } = await import("@/tests/support/ports");
    const own = await startEmbeddedDatabase({
      host: `127.0.0.1:${await freePort()}`,
      dataFile: null,
    });
    const handlers = () => own.server.state.emitter.listenerCount("create-document");
    const before = handlers();
    // A bare gRPC call (answers left undecoded), so the test can cut it without closing it.
    const grpc = createRequire(require.resolve("@firestore-emulator/server"))(
      "@grpc/grpc-js",
    ) as typeof import("@grpc/grpc-js");
    const { ListenRequest } =
      await import("@firestore-emulator/proto/dist/google/firestore/v1/firestore.js");
    const client = new grpc.Client(own.host, grpc.credentials.createInsecure());
    const call = client.makeBidiStreamRequest(
      "/google.firestore.v1.Firestore/Listen",
      (request: InstanceType<typeof ListenRequest>) => Buffer.from(request.serialize()),
      (answer: Buffer) => answer,
    );
    call.on("error", () => {});
    const database = "projects/demo-test/databases/(default)";
    const answered = new Promise((resolve) => call.once("data", resolve));
    call.write(
      ListenRequest.fromObject({
        database,
        add_target: {
          target_id: 1,
          query: {
            parent: `${database}/documents`,
            structured_query: { from: [{ collection_id: "clients" }] },
          },
        },
      }),
    );
    await answered;
    expect(handlers()).toBe(before + 1);
    call.cancel();
    expect(await waitUntil(() => handlers() === before, 2_000)).toBe(true);
    client.close();
    await own.stop();
  });
});

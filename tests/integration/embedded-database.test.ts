// The embedded database behaves as Firestore does where the site and the content tools rely on it.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { FieldValue } from "firebase-admin/firestore";
import { getDb, resetDb } from "@/lib/firebase/admin";
import { startEmbeddedDatabase } from "@/scripts/embedded-db";
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
    await getDb().collection("Inquiries").doc("kept").set({ name: "Asha", at: new Date("2026-02-01T00:00:00Z") });
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

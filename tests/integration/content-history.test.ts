// The history of content documents against the embedded Firestore: each change kept once whoever records
// it, a document's versions listed newest first, and an undo that puts one back (a deleted document
// included), is kept itself, and refuses a version that does not exist.
import { Timestamp } from "firebase-admin/firestore";
import { getDb } from "@/lib/firebase/admin";
import {
  HISTORY_COLLECTION,
  listVersions,
  NoSuchVersionError,
  recordChange,
  undoChange,
  type Version,
} from "@/lib/content/history";
import { useTestDatabase } from "@/tests/support/test-database";

useTestDatabase();

/** Writes `data` (null: deletes) and keeps the change as the listeners would. */
async function change(
  id: string,
  data: Record<string, unknown> | null,
  by: string | null = null,
): Promise<void> {
  const ref = getDb().collection("clients").doc(id);
  const versionOf = async (): Promise<Version | null> => {
    const snap = await ref.get();
    return snap.exists
      ? { data: snap.data() ?? {}, updateTime: snap.updateTime!, createTime: snap.createTime! }
      : null;
  };
  const before = await versionOf();
  if (data) await ref.set(data);
  else await ref.delete();
  await recordChange(getDb(), { collection: "clients", id, before, after: await versionOf() }, by);
}

test("a change is kept once, by whoever records it first; its entry expires in 90 days", async () => {
  const ref = getDb().collection("clients").doc("acme");
  await ref.set({ name: "Acme" });
  const snap = await ref.get();
  const version: Version = {
    data: snap.data()!,
    updateTime: snap.updateTime!,
    createTime: snap.createTime!,
  };
  const gone = { collection: "clients" as const, id: "acme", before: version, after: null };
  expect(await recordChange(getDb(), gone, "the listeners")).toBe(true);
  expect(await recordChange(getDb(), gone, "the function")).toBe(false);
  const entries = (await getDb().collection(HISTORY_COLLECTION).get()).docs.map((d) => d.data());
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    collection: "clients",
    document_id: "acme",
    before: { name: "Acme" },
    after_exists: false,
    changed_by: "the listeners",
  });
  expect(
    (entries[0].expires_at as Timestamp).toMillis() -
      (entries[0].changed_at as Timestamp).toMillis(),
  ).toBe(90 * 86_400_000);
  expect(
    await recordChange(getDb(), { collection: "clients", id: "x", before: null, after: null }),
  ).toBe(false);
});

test("versions are listed newest first, with what each change did", async () => {
  await change("bolt", { name: "Bolt Works" });
  await change("bolt", { name: "Bolt Works", industry: "Fasteners" }, "an owner");
  await change("bolt", null);
  const versions = await listVersions(getDb(), "clients", "bolt");
  expect(versions.map((v) => [v.number, v.what, v.changedBy])).toEqual([
    [1, "deleted", null],
    [2, "edited: industry", "an owner"],
    [3, "created", null],
  ]);
  expect(versions[0].before).toEqual({ name: "Bolt Works", industry: "Fasteners" });
});

test("undo puts a deleted document back, is kept itself, and can be undone", async () => {
  await change("cog", { name: "Cog & Co" });
  await change("cog", null);
  expect(await undoChange(getDb(), "clients", "cog")).toBe("restored");
  expect((await getDb().collection("clients").doc("cog").get()).data()).toEqual({
    name: "Cog & Co",
  });
  const versions = await listVersions(getDb(), "clients", "cog");
  expect(versions[0]).toMatchObject({
    number: 1,
    what: "created",
    changedBy: "npm run content -- undo",
  });
  // Undoing the undo deletes it again.
  expect(await undoChange(getDb(), "clients", "cog")).toBe("deleted");
  expect((await getDb().collection("clients").doc("cog").get()).exists).toBe(false);
});

test("undo of a version that does not exist writes nothing", async () => {
  await change("dial", { name: "Dial" });
  await expect(undoChange(getDb(), "clients", "dial", 5)).rejects.toBeInstanceOf(
    NoSuchVersionError,
  );
  await expect(undoChange(getDb(), "clients", "nobody")).rejects.toThrow(
    "clients/nobody has no kept version",
  );
  expect((await getDb().collection("clients").doc("dial").get()).data()).toEqual({ name: "Dial" });
  expect(await listVersions(getDb(), "clients", "dial")).toHaveLength(1);
});

test("an edit names only the fields it changed, or none; a version that does not exist is told with the versions there are", async () => {
  await change("gear", { name: "Gear Co", city: "Vapi", industry: "Pumps" });
  await change("gear", { name: "Gear Co Ltd", city: "Valsad", industry: "Pumps" });
  await change("gear", { name: "Gear Co Ltd", city: "Valsad", industry: "Pumps" });
  expect((await listVersions(getDb(), "clients", "gear")).map((v) => v.what)).toEqual([
    "edited: no field changed",
    "edited: city, name",
    "created",
  ]);
  await expect(undoChange(getDb(), "clients", "gear", 4)).rejects.toThrow(
    "clients/gear has no version 4: its versions are 1 to 3 (npm run content -- history clients/gear)",
  );
});

test("an entry's id is the replaced version's time to the nanosecond, so the function and the servers, deployed apart, keep a change once", async () => {
  const at = (seconds: number, nanoseconds: number) => new Timestamp(seconds, nanoseconds);
  const created: Version = {
    data: { name: "Nut" },
    updateTime: at(100, 5),
    createTime: at(100, 5),
  };
  const edited: Version = {
    data: { name: "Nuts" },
    updateTime: at(200, 7),
    createTime: at(100, 5),
  };
  await recordChange(getDb(), { collection: "clients", id: "nut", before: null, after: created });
  await recordChange(getDb(), { collection: "clients", id: "nut", before: created, after: edited });
  const ids = (await getDb().collection(HISTORY_COLLECTION).get()).docs.map((d) => d.id).sort();
  expect(ids).toEqual([
    expect.stringMatching(/^[0-9a-f]{32}-100\.000000005$/),
    expect.stringMatching(/^[0-9a-f]{32}-created-100\.000000005$/),
  ]);
  expect(ids[0].slice(0, 32)).toBe(ids[1].slice(0, 32));
});

test("an undo recorded first by the listeners still names the tool; an undo that finds nothing to delete keeps nothing", async () => {
  await change("pin", { name: "Pin" });
  // The listeners see the undo's deletion before the tool records it.
  const ref = getDb().collection("clients").doc("pin");
  const snap = await ref.get();
  const now: Version = {
    data: snap.data()!,
    updateTime: snap.updateTime!,
    createTime: snap.createTime!,
  };
  await recordChange(
    getDb(),
    { collection: "clients", id: "pin", before: now, after: null },
    "the listeners",
  );
  expect(await undoChange(getDb(), "clients", "pin", 2)).toBe("deleted");
  const versions = await listVersions(getDb(), "clients", "pin");
  expect(versions.map((v) => [v.what, v.changedBy])).toEqual([
    ["deleted", "npm run content -- undo"],
    ["created", null],
  ]);
  // Deleted again behind the history's back: undoing the creation finds nothing to delete.
  await change("rod", { name: "Rod" });
  await getDb().collection("clients").doc("rod").delete();
  expect(await undoChange(getDb(), "clients", "rod")).toBe("deleted");
  expect(await listVersions(getDb(), "clients", "rod")).toHaveLength(1);
});

test("a history write that fails for another reason than being kept already is not taken for kept", async () => {
  const at = new Timestamp(100, 0);
  const after: Version = { data: { name: "Nut" }, updateTime: at, createTime: at };
  const before: Version = { data: { name: () => "Nut" }, updateTime: at, createTime: at };
  await expect(
    recordChange(getDb(), { collection: "clients", id: "nut", before, after }),
  ).rejects.toThrow("Cannot encode value");
});

// The owner tools called directly against the embedded Firestore: seeding only an empty database,
// export and import round trip (timestamps included), an import that refuses everything when one
// document is bad, the database check, and the site switch on the first project record.
import { Timestamp } from "firebase-admin/firestore";
import { collectionNames } from "@/lib/content/collections";
import { demoContent } from "@/lib/content/demo-content";
import {
  checkDatabase,
  exportAll,
  ImportRefusedError,
  importAll,
  seedDemoContent,
  seedIfEmpty,
  setOnline,
} from "@/lib/content/maintenance";
import { getDb } from "@/lib/firebase/admin";
import { getBucket } from "@/lib/firebase/storage";
import { clearDatabase, useTestDatabase } from "@/tests/support/test-database";
import { useTestStorage } from "@/tests/support/test-storage";

jest.setTimeout(30_000);
const database = useTestDatabase();
// An export lists the stored files too.
useTestStorage();
const demoCount = collectionNames.reduce((n, name) => n + Object.keys(demoContent[name]).length, 0);

test("an empty database is seeded once with every demo document; a database with content is left alone", async () => {
  expect(await seedIfEmpty()).toBe(true);
  expect((await getDb().collection("Products").get()).size).toBe(
    Object.keys(demoContent.Products).length,
  );
  await getDb()
    .collection("Products")
    .doc("form-tools")
    .update({ product_name: "Edited by the owner" });
  expect(await seedIfEmpty()).toBe(false);
  expect((await getDb().collection("Products").doc("form-tools").get()).get("product_name")).toBe(
    "Edited by the owner",
  );
});

test("content in the last collection alone is enough for a database not to be empty", async () => {
  await getDb()
    .collection(collectionNames[collectionNames.length - 1])
    .doc("x")
    .set({ name: "A", role: "B" });
  expect(await seedIfEmpty()).toBe(false);
  expect((await getDb().collection("Products").get()).size).toBe(0);
});

test("seeding writes every demo document and says how many", async () => {
  expect(await seedDemoContent()).toBe(demoCount);
  const sizes = await Promise.all(
    collectionNames.map(async (name) => (await getDb().collection(name).get()).size),
  );
  expect(sizes.reduce((a, b) => a + b, 0)).toBe(demoCount);
});

test("export then import restores content and submissions, timestamps as timestamps", async () => {
  await seedDemoContent();
  const at = Timestamp.fromDate(new Date("2026-05-01T08:30:00Z"));
  await getDb()
    .collection("Inquiries")
    .doc("q1")
    .set({ name: "Ravi", created_at: at, tags: [at], nested: { at } });
  const dump = await exportAll();
  expect(dump.Inquiries.q1).toEqual({
    name: "Ravi",
    created_at: { $timestamp: "2026-05-01T08:30:00.000Z" },
    tags: [{ $timestamp: "2026-05-01T08:30:00.000Z" }],
    nested: { at: { $timestamp: "2026-05-01T08:30:00.000Z" } },
  });
  expect(dump.Career).toEqual({});
  expect(Object.keys(dump.Products).sort()).toEqual(Object.keys(demoContent.Products).sort());

  clearDatabase(database());
  expect(await importAll(dump)).toBe(demoCount + 1);
  const inquiry = (await getDb().collection("Inquiries").doc("q1").get()).data();
  expect(inquiry?.created_at).toBeInstanceOf(Timestamp);
  expect(inquiry?.created_at.toMillis()).toBe(at.toMillis());
  expect(inquiry?.tags[0].toMillis()).toBe(at.toMillis());
  expect(inquiry?.nested.at.toMillis()).toBe(at.toMillis());
  expect((await getDb().collection("Products").doc("form-tools").get()).get("product_name")).toBe(
    "Form Tools",
  );
});

test("the check counts documents, names bad fields and missing first records", async () => {
  await getDb().collection("Products").doc("broken").set({ product_name: 42 });
  await getDb().collection("clients").doc("acme").set({ name: "Acme" });
  const { problems, documents } = await checkDatabase();
  expect(documents).toBe(2);
  expect(problems).toContainEqual(
    expect.objectContaining({ collection: "Products", id: "broken", field: "product_name" }),
  );
  expect(problems).toContainEqual({
    collection: "color",
    id: "",
    field: "",
    message: "has no document, so the site uses its default theme colour",
  });
  // Empty list collections are fine; only settings and pages need a first record.
  expect(problems.filter((p) => p.collection === "Services")).toEqual([]);
  expect(
    problems
      .filter((p) => p.id === "")
      .map((p) => p.collection)
      .sort(),
  ).toEqual(["about_us", "color", "company", "home", "privacy", "project", "social_media"]);
});

test("the check names a GSTIN with a wrong check character and a certificate past its valid_until", async () => {
  await seedDemoContent();
  await getDb().collection("company").doc("main").update({ gstin: "24AAKFP4123M1Z5" });
  await getDb()
    .collection("certifications")
    .doc("lapsed")
    .set({ name: "Old approval", issuer: "Someone", valid_until: "2020-03-31" });
  const { problems } = await checkDatabase();
  expect(problems).toEqual([
    expect.objectContaining({
      collection: "company",
      id: "main",
      field: "gstin",
      message: expect.stringMatching(/wrong check character/),
    }),
    expect.objectContaining({
      collection: "certifications",
      id: "lapsed",
      field: "valid_until",
      message: expect.stringMatching(/2020-03-31 has passed/),
    }),
  ]);
});

test("the switch sets online on the first project record, or creates one", async () => {
  expect(await setOnline(false)).toBe("site");
  expect((await getDb().collection("project").doc("site").get()).data()).toEqual({ online: false });
  await getDb().collection("project").doc("a-first").set({ online: false, note: "kept" });
  expect(await setOnline(true)).toBe("a-first");
  expect((await getDb().collection("project").doc("a-first").get()).data()).toEqual({
    online: true,
    note: "kept",
  });
  expect((await getDb().collection("project").doc("site").get()).data()).toEqual({ online: false });
});

test("an export lists the stored files beside the collections; an import writes neither that list nor the mails", async () => {
  await getBucket()
    .file("inquiries/q1/drawing.pdf")
    .save("%PDF-1.7", { contentType: "application/pdf" });
  await getDb()
    .collection("mail")
    .doc("m1")
    .set({ to: ["owner@precitech.example"] });
  await getDb().collection("clients").doc("acme").set({ name: "Acme" });
  const dump = await exportAll();
  expect(dump.__storage__).toEqual({
    "inquiries/q1/drawing.pdf": { size: 8, type: "application/pdf", created: expect.any(String) },
  });
  expect(dump.mail).toEqual({ m1: { to: ["owner@precitech.example"] } });
  clearDatabase(database());
  expect(await importAll(dump)).toBe(1);
  expect((await getDb().collection("mail").get()).size).toBe(0);
  expect((await getDb().collection("clients").doc("acme").get()).data()).toEqual({ name: "Acme" });
});

test("an import with content problems is refused unless written as it is; one Firestore would refuse, always", async () => {
  const misfit = { clients: { acme: { name: 42 } } };
  const refusal = (dump: unknown, asIs?: boolean) =>
    importAll(dump, asIs === undefined ? undefined : { asIs }).then(
      () => undefined,
      (error: ImportRefusedError) => ({
        asIs: error.asIs,
        fields: error.problems.map((p) => p.field),
      }),
    );
  expect(await refusal(misfit)).toEqual({ asIs: true, fields: ["name"] });
  expect((await getDb().collection("clients").get()).size).toBe(0);
  expect(await importAll(misfit, { asIs: true })).toBe(1);
  expect((await getDb().collection("clients").doc("acme").get()).data()).toEqual({ name: 42 });
  const unwritable = {
    clients: { ok: { name: "Ok" } },
    Inquiries: { q: { at: { $timestamp: "soon" } } },
  };
  expect(await refusal(unwritable, true)).toEqual({ asIs: false, fields: ["at"] });
  expect((await getDb().collection("clients").doc("ok").get()).exists).toBe(false);
});

test("the check names each file a submission lists that Storage does not hold", async () => {
  await getBucket().file("inquiries/q1/drawing.pdf").save("%PDF-1.7");
  await getDb()
    .collection("Inquiries")
    .doc("q1")
    .set({
      files: [
        { name: "drawing.pdf", path: "inquiries/q1/drawing.pdf" },
        { name: "gone.pdf", path: "inquiries/q1/gone.pdf" },
        { name: "odd.pdf", path: 5 },
        "a note",
      ],
    });
  await getDb().collection("Career").doc("a1").set({ files: "cv.pdf" });
  const { problems, files } = await checkDatabase();
  expect(files).toBe(4);
  expect(problems.filter((p) => p.field === "files")).toEqual(
    ["gone.pdf at inquiries/q1/gone.pdf", "odd.pdf at 5", "a file at (no path)"].map((what) => ({
      collection: "Inquiries",
      id: "q1",
      field: "files",
      message: `lists ${what}, which is missing from Storage`,
    })),
  );
});

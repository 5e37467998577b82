// The readers against a real (embedded) Firestore: ids added, first-record rule, order, bad documents
// left out without failing the read, and single documents by id.
import {
  getColor,
  getJobOpenings,
  getProduct,
  getProducts,
  getService,
  getSocialMedia,
  readFirstNow,
} from "@/lib/content/read";
import { getDb } from "@/lib/firebase/admin";
import { seedDemoContent } from "@/lib/content/maintenance";
import { useTestDatabase } from "@/tests/support/test-database";

useTestDatabase();
afterEach(() => jest.restoreAllMocks());

test("products come back with their document id, in the owners' order", async () => {
  const db = getDb();
  await db.collection("Products").doc("b-second").set({ product_name: "Reamer", order: 2 });
  await db.collection("Products").doc("a-third").set({ product_name: "Punch", order: 3 });
  await db.collection("Products").doc("z-first").set({ product_name: "Drill", order: 1 });
  const products = await getProducts();
  expect(products.map((p) => [p.id, p.product_name])).toEqual([
    ["z-first", "Drill"],
    ["b-second", "Reamer"],
    ["a-third", "Punch"],
  ]);
});

test("a product that does not fit the schema is left out and logged with its id and field", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  const db = getDb();
  await db.collection("Products").doc("good").set({ product_name: "Drill" });
  await db.collection("Products").doc("bad").set({ product_name: 42 });
  const products = await getProducts();
  expect(products.map((p) => p.id)).toEqual(["good"]);
  expect(warn.mock.calls.flat().join("\n")).toMatch(/Products\/bad: field "product_name"/);
  warn.mockRestore();
});

test("an opening without posted_on was posted on the day in India its document was created; one with it keeps its own date", async () => {
  const db = getDb();
  await db
    .collection("career_detail")
    .doc("dated")
    .set({ title: "Grinder", posted_on: "2026-10-01" });
  // The embedded database dates the document by this process's clock: 01:30 on 15 January in India, the 14th in UTC.
  jest.useFakeTimers({
    now: new Date("2026-01-14T20:00:00Z"),
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  });
  try {
    await db.collection("career_detail").doc("undated").set({ title: "Inspector" });
  } finally {
    jest.useRealTimers();
  }
  expect(
    (await db.collection("career_detail").doc("undated").get()).createTime?.toDate().toISOString(),
  ).toBe("2026-01-14T20:00:00.000Z");
  const jobs = Object.fromEntries((await getJobOpenings()).map((job) => [job.id, job.posted_on]));
  expect(jobs).toEqual({ dated: "2026-10-01", undated: "2026-01-15" });
});

test("project, color and social_media use the first record by document id", async () => {
  const db = getDb();
  await db.collection("project").doc("b").set({ online: true });
  await db.collection("project").doc("a").set({ online: false });
  await db.collection("color").doc("2").set({ code: "#00ff00" });
  await db.collection("color").doc("1").set({ code: "rebeccapurple" });
  await db.collection("social_media").doc("x").set({ facebook: "https://facebook.com/x" });
  expect((await readFirstNow("project", 2000))?.online ?? true).toBe(false);
  expect(await getColor()).toEqual({ id: "1", code: "rebeccapurple" });
  expect((await getSocialMedia()).facebook).toBe("https://facebook.com/x");
});

test("defaults apply when the settings collections are empty or wrong", async () => {
  jest.spyOn(console, "warn").mockImplementation(() => {});
  await getDb().collection("color").doc("1").set({ code: "red; background-image: url(https://x)" });
  await getDb()
    .collection("social_media")
    .doc("1")
    .set({ facebook: "javascript:alert(1)", youtube: "https://youtube.com/@x" });
  expect((await readFirstNow("project", 2000))?.online ?? true).toBe(true);
  expect((await getColor()).code).toBe("#1f4e79");
  const social = await getSocialMedia();
  expect(social.facebook).toBeUndefined();
  expect(social.youtube).toBe("https://youtube.com/@x");
});

test("single products and services are read by id; unknown and malformed ids give null", async () => {
  await seedDemoContent();
  expect((await getProduct("form-tools"))?.product_name).toBe("Form Tools");
  expect((await getService("surface-grinding"))?.name).toBe("Surface Grinding");
  expect(await getProduct("no-such-product")).toBeNull();
  expect(await getProduct("../etc")).toBeNull();
});

test("timestamps become ISO text", async () => {
  const { Timestamp } = await import("firebase-admin/firestore");
  await getDb()
    .collection("career_detail")
    .doc("job")
    .set({ title: "Grinder", posted_on: Timestamp.fromDate(new Date("2026-01-15T00:00:00Z")) });
  const { getJobOpenings } = await import("@/lib/content/read");
  expect((await getJobOpenings())[0].posted_on).toBe("2026-01-15T00:00:00.000Z");
});

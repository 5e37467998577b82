// The rate limit of the forms against the embedded Firestore: five submissions per visitor in ten
// minutes, a retry of one submission counted once, old hits forgotten, and no raw address stored.
import { createHmac } from "node:crypto";
import { getDb } from "@/lib/firebase/admin";
import {
  RATE_LIMIT,
  RATE_LIMIT_COLLECTION,
  takeSubmissionSlot,
  visitorKey,
} from "@/lib/forms/rate-limit";
import { useTestDatabase } from "@/tests/support/test-database";

useTestDatabase();
jest.setTimeout(30_000);
// Open the connection first: on a busy machine that alone can outlast the rate limit's own time limit.
beforeAll(async () => {
  await getDb().collection(RATE_LIMIT_COLLECTION).limit(1).get();
});

const ip = "198.51.100.23";
const start = Date.UTC(2026, 10, 1, 9, 0, 0);
const counter = async (address = ip) =>
  (await getDb().collection(RATE_LIMIT_COLLECTION).doc(visitorKey(address)).get()).data();

test("a visitor gets five slots in the window; the sixth submission is refused and not recorded", async () => {
  for (let i = 0; i < RATE_LIMIT.max; i++)
    expect(await takeSubmissionSlot(ip, `submission-${i}`, start + i * 1000)).toBe(true);
  expect(await takeSubmissionSlot(ip, "submission-6", start + 10_000)).toBe(false);
  expect(Object.keys((await counter())?.hits).sort()).toEqual([
    "submission-0",
    "submission-1",
    "submission-2",
    "submission-3",
    "submission-4",
  ]);
  // Another visitor is counted on their own.
  expect(await takeSubmissionSlot("198.51.100.24", "other-visitor", start + 10_000)).toBe(true);
});

test("a retry of a recorded submission is let through without using a slot", async () => {
  for (let i = 0; i < RATE_LIMIT.max; i++) await takeSubmissionSlot(ip, `submission-${i}`, start);
  expect(await takeSubmissionSlot(ip, "submission-2", start + 5000)).toBe(true);
  expect((await counter())?.hits).toEqual(
    Object.fromEntries([0, 1, 2, 3, 4].map((i) => [`submission-${i}`, start])),
  );
});

test("hits older than the window are forgotten, at the window's edge exactly", async () => {
  for (let i = 0; i < RATE_LIMIT.max; i++) await takeSubmissionSlot(ip, `old-${i}`, start + i);
  // One millisecond before the first hit leaves the window, all five still count.
  expect(await takeSubmissionSlot(ip, "too-soon", start + RATE_LIMIT.windowMs - 1)).toBe(false);
  // Once the first hit is exactly a window old it no longer counts: one slot is free again.
  expect(await takeSubmissionSlot(ip, "fresh", start + RATE_LIMIT.windowMs)).toBe(true);
  const stored = await counter();
  expect(stored?.hits).toEqual({
    "old-1": start + 1,
    "old-2": start + 2,
    "old-3": start + 3,
    "old-4": start + 4,
    fresh: start + RATE_LIMIT.windowMs,
  });
  expect(stored?.expires_at.toMillis()).toBe(start + 2 * RATE_LIMIT.windowMs);
});

test("a counter holding something other than hits is started afresh", async () => {
  const ref = getDb().collection(RATE_LIMIT_COLLECTION).doc(visitorKey(ip));
  await ref.set({ hits: { a: "yesterday", b: null, c: start, d: String(start) } });
  expect(await takeSubmissionSlot(ip, "new", start + 1)).toBe(true);
  expect((await counter())?.hits).toEqual({ c: start, new: start + 1 });
  await ref.set({ hits: "not a map" });
  expect(await takeSubmissionSlot(ip, "again", start + 2)).toBe(true);
  expect((await counter())?.hits).toEqual({ again: start + 2 });
});

describe("the counter's key", () => {
  const saved = process.env.FORMS_IP_HASH_SECRET;
  afterEach(() => {
    if (saved === undefined) delete process.env.FORMS_IP_HASH_SECRET;
    else process.env.FORMS_IP_HASH_SECRET = saved;
  });

  test("is a keyed hash of the address: hex, never the address, different per address and per secret", () => {
    delete process.env.FORMS_IP_HASH_SECRET;
    const plain = visitorKey(ip);
    expect(plain).toMatch(/^[0-9a-f]{64}$/);
    expect(plain).not.toBe(visitorKey("198.51.100.24"));
    process.env.FORMS_IP_HASH_SECRET = "a secret of the site";
    const keyed = visitorKey(ip);
    expect(keyed).toMatch(/^[0-9a-f]{64}$/);
    expect(keyed).not.toBe(plain);
    process.env.FORMS_IP_HASH_SECRET = "another secret";
    expect(visitorKey(ip)).not.toBe(keyed);
  });

  test("without a secret, is never keyed by anything public: another project id gives the same key", () => {
    delete process.env.FORMS_IP_HASH_SECRET;
    const here = visitorKey(ip);
    const project = process.env.FIREBASE_PROJECT_ID;
    process.env.FIREBASE_PROJECT_ID = "demo-other";
    try {
      expect(visitorKey(ip)).toBe(here);
      expect(here).not.toBe(
        createHmac("sha256", "forms-rate-limit:demo-other").update(ip).digest("hex"),
      );
    } finally {
      process.env.FIREBASE_PROJECT_ID = project;
    }
  });
});

// The rate limit counts the connection's own address under `npm start` (its server replaces whatever the
// client sent): eight posts of the contact form without JavaScript from this machine, each claiming
// another address in X-Forwarded-For and X-Real-IP, write at most five.
import { siteUrl, useBrowser } from "./support/browser";
import { testDb } from "./support/database";
import { sendInquiriesWithoutScripts } from "./support/no-script-inquiry";
import { RATE_LIMIT, RATE_LIMIT_COLLECTION } from "@/lib/forms/rate-limit";
import type { DocumentData } from "firebase-admin/firestore";

jest.setTimeout(240_000);

const newPage = useBrowser();
const marker = `Forged address test ${Date.now()}`;
let counters: { id: string; data: DocumentData }[] = [];

// Other tests post from this machine too: start from empty counters, and put theirs back afterwards.
beforeAll(async () => {
  const snap = await testDb().collection(RATE_LIMIT_COLLECTION).get();
  counters = snap.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  await Promise.all(snap.docs.map((doc) => doc.ref.delete()));
});

afterAll(async () => {
  const db = testDb();
  const mine = await db.collection("Inquiries").where("company", "==", marker).get();
  await Promise.all(mine.docs.map((doc) => doc.ref.delete()));
  const now = await db.collection(RATE_LIMIT_COLLECTION).get();
  await Promise.all(now.docs.map((doc) => doc.ref.delete()));
  await Promise.all(
    counters.map(({ id, data }) => db.collection(RATE_LIMIT_COLLECTION).doc(id).set(data)),
  );
});

test("eight posts without JavaScript, each with a different forged X-Forwarded-For, write at most five documents", async () => {
  const visitors = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({
    headers: { "X-Forwarded-For": `198.51.100.${i}`, "X-Real-IP": `198.51.100.${i}` },
    message: `Inquiry number ${i} about carbide reamers`,
  }));
  const answers = await sendInquiriesWithoutScripts(
    newPage,
    siteUrl("/contact-us"),
    marker,
    visitors,
  );
  const written = await testDb().collection("Inquiries").where("company", "==", marker).get();
  expect(written.size).toBe(RATE_LIMIT.max);
  expect(answers.filter((text) => /^Thank you, Ravi Desai\./.test(text))).toHaveLength(
    RATE_LIMIT.max,
  );
  expect(answers.filter((text) => /wait about ten minutes/.test(text))).toHaveLength(
    8 - RATE_LIMIT.max,
  );
});

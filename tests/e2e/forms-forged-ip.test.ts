// The rate limit counts the connection's own address: eight posts of the contact form without
// JavaScript from this machine, each claiming another address in X-Forwarded-For, write at most five.
import { siteUrl, useBrowser } from "./support/browser";
import { testDb } from "./support/database";
import { MIN_FILL_MS } from "@/lib/forms/result";
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
  await Promise.all(counters.map(({ id, data }) => db.collection(RATE_LIMIT_COLLECTION).doc(id).set(data)));
});

test("eight posts without JavaScript, each with a different forged X-Forwarded-For, write at most five documents", async () => {
  const answers: string[] = [];
  for (let i = 1; i <= 8; i++) {
    const page = await newPage({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${i}`, "X-Real-IP": `198.51.100.${i}` } });
    try {
      await page.goto(siteUrl("/contact-us"));
      await page.getByLabel("Your name").fill("Ravi Desai");
      await page.getByLabel("Company", { exact: false }).fill(marker);
      await page.getByLabel("Email").fill("ravi@example.com");
      await page.getByRole("textbox", { name: "Phone" }).fill("+91 98250 41234");
      await page.getByLabel("Your message").fill(`Inquiry number ${i} about carbide reamers`);
      await page.waitForTimeout(MIN_FILL_MS + 200);
      await page.getByRole("button", { name: "Send inquiry" }).click();
      await page.waitForLoadState("load");
      // Visitors without scripts share the cached page's start; the one who comes second is asked to
      // press Send again, with a start of their own, as a person would.
      if (/quicker than we expect/.test((await page.getByRole("alert").allTextContents()).join(" "))) {
        await page.waitForTimeout(MIN_FILL_MS + 200);
        await page.getByRole("button", { name: "Send inquiry" }).click();
        await page.waitForLoadState("load");
      }
      answers.push([...(await page.getByRole("status").allTextContents()), ...(await page.getByRole("alert").allTextContents())].join(" ").trim());
    } finally {
      await page.context().close();
    }
  }
  const written = await testDb().collection("Inquiries").where("company", "==", marker).get();
  expect(written.size).toBe(RATE_LIMIT.max);
  expect(answers.filter((text) => /^Thank you, Ravi Desai\./.test(text))).toHaveLength(RATE_LIMIT.max);
  expect(answers.filter((text) => /wait about ten minutes/.test(text))).toHaveLength(8 - RATE_LIMIT.max);
});

// A database outage while a visitor sends the contact form, on a site instance of this test's own whose
// database connection runs through a switch the test can cut: the visitor is told nothing was sent and
// keeps the text; once the database is back, sending again writes exactly one document. With a file, in
// both shapes: the file is uploaded on the second try and the inquiry written once with it.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import type { Browser, Page } from "playwright-core";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/dev/firestore/emulator";
import { MIN_FILL_MS } from "@/lib/forms/result";
import { freePort } from "@/tests/support/ports";
import { launchBrowser, openPage } from "./support/browser";
import {
  siteEnv,
  startNextServer,
  startSite,
  stopSite,
  E2E_PROJECT_ID,
  type RunningSite,
} from "./support/site";
import { startOutageSwitch, type OutageSwitch } from "./forms-outage-switch";
import { pdf } from "./support/forms";

jest.setTimeout(180_000);

let database: EmbeddedDatabase;
let outage: OutageSwitch;
let site: RunningSite;
let serverless: RunningSite;
let browser: Browser;
const app = initializeApp({ projectId: E2E_PROJECT_ID }, `forms-outage-${Date.now()}`);
const previousHost = process.env.FIRESTORE_EMULATOR_HOST;

beforeAll(async () => {
  // The wrapper only starts an embedded database when none answers, so this test starts its own
  // behind the switch and hands the site the switch's address.
  database = await startEmbeddedDatabase({ host: `127.0.0.1:${await freePort()}`, dataFile: null });
  outage = await startOutageSwitch(database.host);
  [site, serverless] = await Promise.all([
    startSite({ ...(await siteEnv()), FIRESTORE_EMULATOR_HOST: outage.host }),
    startNextServer({ ...(await siteEnv()), FIRESTORE_EMULATOR_HOST: outage.host }),
  ]);
  process.env.FIRESTORE_EMULATOR_HOST = database.host;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([site, serverless].filter(Boolean).map(stopSite));
  await outage?.close();
  await database?.stop();
  await deleteApp(app);
  process.env.FIRESTORE_EMULATOR_HOST = previousHost;
});

/** The contact form as Meera fills it, with `message`. */
async function fillContact(page: Page, message: string) {
  await page.getByLabel("Your name").fill("Meera Shah");
  await page.getByLabel("Email").fill("meera@valsad-auto.in");
  await page.getByRole("textbox", { name: "Phone" }).fill("0260 2401234");
  await page.getByLabel("Your message").fill(message);
}

test("with the database unreachable the visitor is told it failed and keeps the text; a resubmit after recovery writes one document", async () => {
  const db = getFirestore(app);
  const page = await openPage(browser);
  await page.goto(`${site.url}/contact-us`);
  const message = `Urgent: 30 reamers 8 mm H7 ${Date.now()}`;
  await fillContact(page, message);
  await page.waitForTimeout(MIN_FILL_MS + 200);

  outage.cut();
  const button = page.getByRole("button", { name: /Send inquiry|Sending/ });
  await button.click();
  // While the server tries, the button says so and cannot be pressed twice.
  expect(await button.textContent()).toBe("Sending…");
  expect(await button.isDisabled()).toBe(true);

  const failure = page.getByRole("alert").filter({ hasText: "your message was not sent" });
  await failure.waitFor({ timeout: 60_000 });
  expect(await page.getByLabel("Your message").inputValue()).toBe(message);
  expect(await page.getByLabel("Your name").inputValue()).toBe("Meera Shah");
  expect(await page.getByLabel("Email").inputValue()).toBe("meera@valsad-auto.in");
  expect(site.log.join("")).toMatch(/\[forms\] inquiry \S+ was not saved/);

  outage.restore();
  await page.getByRole("button", { name: "Send inquiry" }).click();
  // The first try after recovery must reach the database (no waiting out gRPC's reconnect back-off).
  await page
    .getByRole("status")
    .filter({ hasText: "Thank you, Meera Shah." })
    .waitFor({ timeout: 30_000 });
  const docs = (await db.collection("Inquiries").where("message", "==", message).get()).docs;
  expect(docs).toHaveLength(1);
  expect(docs[0].data()).toMatchObject({
    name: "Meera Shah",
    email: "meera@valsad-auto.in",
    phone: "0260 2401234",
    page: "/contact-us",
  });
  await page.context().close();
});

describe.each([
  ["npm start", () => site],
  ["next start with the listeners off", () => serverless],
])("%s", (_, running) => {
  test("an inquiry with a file sent during the outage is sent again from the same page once the database is back: written once, with its file", async () => {
    const db = getFirestore(app);
    const page = await openPage(browser);
    await page.goto(`${running().url}/contact-us`);
    const message = `Regrind 12 hobs to drawing ${Date.now()}`;
    await fillContact(page, message);
    await page.locator('input[type="file"]').setInputFiles([pdf("hob-drawing.pdf")]);
    await page.waitForTimeout(MIN_FILL_MS + 200);

    outage.cut();
    await page.getByRole("button", { name: "Send inquiry" }).click();
    // The upload links are refused with the database away: said at the file field, the text kept.
    await page.getByText("Sorry, your message was not sent").waitFor({ timeout: 60_000 });
    expect(await page.getByLabel("Your message").inputValue()).toBe(message);

    outage.restore();
    await page.getByRole("button", { name: "Send inquiry" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Thank you, Meera Shah." })
      .waitFor({ timeout: 30_000 });
    const docs = (await db.collection("Inquiries").where("message", "==", message).get()).docs;
    expect(docs).toHaveLength(1);
    expect(docs[0].get("files")).toEqual([expect.objectContaining({ name: "hob-drawing.pdf" })]);
    await page.context().close();
  });
});

// A CV with a job application on /career, on the production build in headless Chromium: attached as a
// document or photos of its pages, stored in Storage (read back from the local emulator with
// firebase-admin) under the application, listed in its Career document, linked in the owners' mail;
// a file that is not a CV refused next to the field with nothing written and the text kept; the same
// without JavaScript.
import type { Page } from "playwright-core";
import { siteUrl, useBrowser } from "./support/browser";
import { testBucket, testDb } from "./support/database";
import {
  emptyRateLimitsBeforeEach,
  jpeg,
  likeAPerson,
  mailLinks,
  padded,
  pdf,
  unique,
} from "./support/forms";
import { withDocument } from "./support/shell";
import { MAIL_COLLECTION } from "@/lib/content/collections";

jest.setTimeout(120_000);

const newPage = useBrowser();
emptyRateLimitsBeforeEach();

const applicationsWith = async (message: string) =>
  (await testDb().collection("Career").where("message", "==", message).get()).docs;

// A phone's photo of a page: larger than a post may carry (4 MB), so it can only go straight to Storage.
const photo = (name: string) => jpeg(name, 4.5 * 1024 * 1024);
const docx = (name: string) => ({
  name,
  mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  buffer: padded("PK\u0003\u0004\u0014\u0000\u0006\u0000[Content_Types].xml", 25_000),
});

async function fillApplication(page: Page, message: string) {
  await page.getByLabel("Your name").fill("Ravi Desai");
  await page.getByLabel("Email").fill("ravi.desai@example.com");
  await page.getByRole("textbox", { name: "Phone" }).fill("98250 41234");
  await page.getByLabel("Position").selectOption("general");
  await page.getByLabel("Years of experience").fill("6");
  await page.getByLabel("Qualification").fill("ITI Machinist");
  await page.getByLabel("Cover message").fill(message);
}

const cvInput = (page: Page) => page.getByLabel("Your CV", { exact: false });

test("a CV of two pages, a PDF and a 4.5 MB photo, goes straight to Storage, is stored with the application and linked in the owners' mail", async () => {
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(siteUrl("/career"));
  const message = unique("Six years on tool and cutter grinders");
  await fillApplication(page, message);
  const document = pdf("Ravi Desai CV.pdf", 40_000);
  const page2 = photo("cv-page-2.jpg");
  await cvInput(page).setInputFiles([document, page2]);
  await likeAPerson(page);
  // Each file goes to its upload session in Storage (the local emulator), not through the site.
  const uploaded = page.waitForRequest(
    (request) =>
      request.method() === "PUT" && new URL(request.url()).origin !== new URL(siteUrl()).origin,
  );
  await page.getByRole("button", { name: "Send application" }).click();
  await uploaded;
  await page
    .getByRole("status")
    .filter({ hasText: "Thank you, Ravi Desai." })
    .waitFor({ timeout: 30_000 });

  const docs = await applicationsWith(message);
  expect(docs).toHaveLength(1);
  const files = docs[0].get("files") as {
    name: string;
    size: number;
    type: string;
    path: string;
  }[];
  expect(files.map((f) => [f.name, f.size, f.type])).toEqual([
    ["Ravi Desai CV.pdf", document.buffer.length, "application/pdf"],
    ["cv-page-2.jpg", page2.buffer.length, "image/jpeg"],
  ]);
  for (const file of files) expect(file.path.startsWith(`applications/${docs[0].id}/`)).toBe(true);
  const [storedPdf] = await testBucket().file(files[0].path).download();
  expect(storedPdf.equals(document.buffer)).toBe(true);

  const mail = (
    await testDb().collection(MAIL_COLLECTION).doc(`application-${docs[0].id}`).get()
  ).data();
  const reference = String(docs[0].get("reference"));
  expect(reference).toMatch(/^APP-\d{2}-\d{4}$/);
  expect(mail?.message.subject).toMatch(new RegExp(`^\\[${reference}\\] Job application`));
  expect(
    await page.getByRole("status").filter({ hasText: "Thank you, Ravi Desai." }).textContent(),
  ).toContain(`your application ${reference};`);
  // The applicant's acknowledgment: the reference and the opening's title, none of the typed text.
  const ack = (
    await testDb().collection(MAIL_COLLECTION).doc(`application-${docs[0].id}-ack`).get()
  ).data();
  expect(ack?.message.text).toContain(reference);
  expect(ack?.message.text).toContain(`Job application: ${docs[0].get("position_title")}`);
  expect(JSON.stringify(ack)).not.toMatch(/Ravi|CV\.pdf|cv-page/);
  expect(mail?.message.text).toContain("CV 1: Ravi Desai CV.pdf (39 KB)");
  expect(mail?.message.text).toContain("CV 2: cv-page-2.jpg (4.5 MB)");
  const links = mailLinks(mail?.message.html);
  expect(links).toHaveLength(2);
  expect(Buffer.from(await (await fetch(links[1])).arrayBuffer()).equals(page2.buffer)).toBe(true);
  // Sent: the form is empty for the next applicant.
  expect(await page.getByLabel("Cover message").inputValue()).toBe("");
  await page.context().close();
});

test("a position that closes while it is chosen stays chosen, marked no longer open; sending asks for another, keeping the text", async () => {
  const id = "cnc-tool-grinder-operator";
  const opening = (await testDb().doc(`career_detail/${id}`).get()).data()!;
  const page = await newPage();
  await page.goto(siteUrl("/career"));
  const message = unique("Eight years on Walter and Anca grinders");
  await fillApplication(page, message);
  const position = page.getByLabel("Position");
  await position.selectOption(id);
  await withDocument(`career_detail/${id}`, { ...opening, open: false }, async () => {
    await position
      .locator("option:checked", {
        hasText: "CNC Tool Grinder Operator (no longer open: choose another)",
      })
      .waitFor({ state: "attached", timeout: 15_000 });
    await likeAPerson(page);
    await page.getByRole("button", { name: "Send application" }).click();
    await page.getByRole("alert").filter({ hasText: "Position" }).waitFor();
    expect(await page.getByLabel("Cover message").inputValue()).toBe(message);
    expect(await applicationsWith(message)).toHaveLength(0);
  });
  // Open again: the same choice is posted as it is.
  await position
    .locator("option:checked", { hasText: /^CNC Tool Grinder Operator$/ })
    .waitFor({ state: "attached", timeout: 15_000 });
  await page.context().close();
});

test("a drawing chosen as a CV is refused next to the field at once; pressing Send writes nothing and keeps the text", async () => {
  const page = await newPage();
  await page.goto(siteUrl("/career"));
  const message = unique("Five years on surface grinders");
  await fillApplication(page, message);
  const input = cvInput(page);
  await input.setInputFiles([
    {
      name: "punch.dxf",
      mimeType: "image/vnd.dxf",
      buffer: Buffer.from("  0\nSECTION\n  2\nENTITIES\n  0\nEOF\n"),
    },
  ]);
  const error = page.locator(`[id="${await input.getAttribute("id")}-error"]`);
  await error
    .filter({
      hasText:
        "punch.dxf is not a file type we accept: attach PDF, Word (DOC/DOCX), PNG or JPEG files.",
    })
    .waitFor();
  expect(await input.getAttribute("aria-invalid")).toBe("true");

  await likeAPerson(page);
  await page.getByRole("button", { name: "Send application" }).click();
  await page.waitForTimeout(1500);
  expect(await error.textContent()).toMatch(/punch\.dxf is not a file type we accept/);
  expect(await applicationsWith(message)).toHaveLength(0);
  expect(await page.getByLabel("Cover message").inputValue()).toBe(message);
  expect(await input.evaluate((el) => (el as HTMLInputElement).files?.length)).toBe(1);
  await page.context().close();
});

test("without JavaScript, a Word CV is posted with the form and stored with the application", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(siteUrl("/career"));
  const message = unique("Four years on cylindrical grinders");
  await fillApplication(page, message);
  const cv = docx("cv.docx");
  await cvInput(page).setInputFiles([cv]);
  await likeAPerson(page);
  await page.getByRole("button", { name: "Send application" }).click();
  await page.waitForLoadState("load");
  if (/quicker than we expect/.test((await page.getByRole("alert").allTextContents()).join(" "))) {
    // The tests' visitors without scripts share one address and the cached page's start; sent back, the form asks for the files
    // again (a browser cannot keep them), and the second press carries a start of the visitor's own.
    expect(await page.locator("main").innerText()).toContain("Choose your files again");
    expect(await page.getByLabel("Cover message").inputValue()).toBe(message);
    await cvInput(page).setInputFiles([cv]);
    await likeAPerson(page);
    await page.getByRole("button", { name: "Send application" }).click();
    await page.waitForLoadState("load");
  }
  expect(await page.getByRole("status").textContent()).toMatch(/^Thank you, Ravi Desai\./);
  const [doc] = await applicationsWith(message);
  expect(doc.get("files")).toMatchObject([
    {
      name: "cv.docx",
      size: cv.buffer.length,
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    },
  ]);
  const [stored] = await testBucket().file(doc.get("files")[0].path).download();
  expect(stored.equals(cv.buffer)).toBe(true);
  await page.context().close();
});

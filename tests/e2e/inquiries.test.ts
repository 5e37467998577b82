// Inquiries a tool maker can quote from, on the production build in headless Chromium: the inquiry list
// built from product pages and /products (kept across reloads and pages), quantities, the kinds of
// request with their own questions, drawings and photos stored in Storage (read back from the local
// emulator with firebase-admin), the owners' mail with download links, files refused with a message and
// nothing written, the same without JavaScript, and axe on the new form.
import path from "node:path";
import type { Page } from "playwright-core";
import { siteUrl, useBrowser } from "./support/browser";
import { testBucket, testDb } from "./support/database";
import { MAIL_COLLECTION } from "@/lib/content/collections";
import {
  emptyRateLimitsBeforeEach,
  jpeg,
  likeAPerson,
  mailLinks,
  padded,
  pdf,
  unique,
} from "./support/forms";

jest.setTimeout(120_000);

const newPage = useBrowser();
emptyRateLimitsBeforeEach();

/** Waits until `read` gives what `ok` accepts, and returns it (the last value when time runs out). */
async function settled<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

// Files as a visitor attaches them: real signatures.
const dxf = (name: string) => ({
  name,
  mimeType: "image/vnd.dxf",
  buffer: Buffer.from(
    "  0\nSECTION\n  2\nENTITIES\n  0\nLINE\n  8\n0\n 10\n0.0\n 20\n0.0\n 11\n25.0\n 21\n0.0\n  0\nENDSEC\n  0\nEOF\n",
  ),
});
const step = (name: string) => ({
  name,
  mimeType: "application/step",
  buffer: Buffer.from(
    "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('punch'),'2;1');\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n",
  ),
});
const executable = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: padded(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), 50_000),
});

async function inquiriesWith(message: string) {
  return (await testDb().collection("Inquiries").where("message", "==", message).get()).docs;
}

async function storedBytes(objectPath: string): Promise<Buffer> {
  const [bytes] = await testBucket().file(objectPath).download();
  return bytes;
}

async function fillContact(page: Page, message: string) {
  const form = page.getByRole("form", { name: "Inquiry" });
  await form.getByLabel("Your message").fill(message);
  await form.getByLabel("Your name").fill("Asha Patel");
  await form.getByLabel("Company", { exact: false }).fill("Gundlav Engineering");
  await form.getByLabel("Email").fill("asha@gundlav-eng.in");
  await form.getByRole("textbox", { name: "Phone" }).fill("+91 98250 41234");
}

/** Fills the contact fields, waits as a person would, sends, and waits for the thanks. */
async function send(page: Page, message: string) {
  await fillContact(page, message);
  await likeAPerson(page);
  await page
    .getByRole("form", { name: "Inquiry" })
    .getByRole("button", { name: "Send inquiry" })
    .click();
  await page.getByRole("status").filter({ hasText: "Thank you, Asha Patel." }).first().waitFor();
}

const headerCount = (page: Page) => page.locator("header").getByRole("link", { name: /^Inquiry/ });

test("an inquiry list from product pages and /products: kept across pages and reloads, quoted with drawings stored and mailed", async () => {
  const page = await newPage();
  await page.goto(siteUrl("/products/carbide-step-drill"));
  await page.getByRole("main").getByRole("button", { name: "Add to inquiry" }).click();
  await page.goto(siteUrl("/products/form-tools"));
  await page.getByRole("main").getByRole("button", { name: "Add to inquiry" }).click();
  await page.goto(siteUrl("/products"));
  await page
    .getByRole("listitem")
    .filter({ hasText: "Precision Reamers" })
    .getByRole("button", { name: "Add to inquiry" })
    .click();
  await expect(headerCount(page).textContent()).resolves.toMatch(/3/);

  // The list is the browser's: a reload and another page keep it.
  await page.reload();
  await expect(headerCount(page).textContent()).resolves.toMatch(/3/);
  await page.goto(siteUrl("/about-us"));
  await expect(headerCount(page).textContent()).resolves.toMatch(/3/);

  await headerCount(page).click();
  await page.waitForURL(/\/contact-us$/);
  const form = page.getByRole("form", { name: "Inquiry" });
  await form.getByLabel("Quantity of Carbide Step Drills").fill("3");
  await form.getByLabel("Quantity of Form Tools").fill("250");
  await form.getByRole("button", { name: "Remove Precision Reamers" }).click();
  expect(await form.getByLabel("A quote for products").isChecked()).toBe(true);
  const drawing = pdf("step-drill.pdf");
  const profile = dxf("form-profile.dxf");
  await form.locator('input[type="file"]').setInputFiles([drawing, profile]);
  const message = unique("Please quote, delivery in March");
  await send(page, message);

  const docs = await inquiriesWith(message);
  expect(docs).toHaveLength(1);
  const inquiry = docs[0].data();
  expect(inquiry).toMatchObject({
    kind: "products",
    items: [
      { product_id: "carbide-step-drill", product_name: "Carbide Step Drills", quantity: 3 },
      { product_id: "form-tools", product_name: "Form Tools", quantity: 250 },
    ],
  });
  expect(inquiry.files).toHaveLength(2);
  const files = inquiry.files as { name: string; size: number; type: string; path: string }[];
  expect(files.map((f) => [f.name, f.size, f.type])).toEqual([
    ["step-drill.pdf", drawing.buffer.length, "application/pdf"],
    ["form-profile.dxf", profile.buffer.length, "image/vnd.dxf"],
  ]);
  for (const file of files) expect(file.path.startsWith(`inquiries/${docs[0].id}/`)).toBe(true);
  expect((await storedBytes(files[0].path)).equals(drawing.buffer)).toBe(true);
  expect((await storedBytes(files[1].path)).equals(profile.buffer)).toBe(true);

  // The thanks names the reference stored and sums up what was sent.
  const reference = String(inquiry.reference);
  expect(reference).toMatch(/^INQ-\d{2}-\d{4}$/);
  const thanks = page.getByRole("status").filter({ hasText: "Thank you, Asha Patel." });
  expect(await thanks.textContent()).toContain(`Your inquiry ${reference} has reached`);
  expect(await thanks.getByRole("list", { name: "What you sent" }).textContent()).toBe(
    "A quote for productsCarbide Step Drills: 3 piecesForm Tools: 250 pieces2 files attached",
  );
  expect(await thanks.getByRole("link", { name: "Start a new inquiry" }).getAttribute("href")).toBe(
    "/contact-us",
  );

  // The owners' mail: the reference and the kind in the subject, every item, and a working download
  // link per file.
  const mail = (
    await testDb().collection(MAIL_COLLECTION).doc(`inquiry-${docs[0].id}`).get()
  ).data();
  expect(mail?.message.subject).toMatch(new RegExp(`^\\[${reference}\\] .*quote for products`));
  // One acknowledgment to the visitor's address, with the reference and the catalogue's names only.
  const ack = (
    await testDb().collection(MAIL_COLLECTION).doc(`inquiry-${docs[0].id}-ack`).get()
  ).data();
  expect(ack?.to).toBe(inquiry.email);
  expect(ack?.message.text).toContain(reference);
  expect(ack?.message.text).toContain("Carbide Step Drills: 3 pieces");
  expect(JSON.stringify(ack)).not.toMatch(/Asha|step-drill\.pdf|delivery in March/);
  expect(mail?.message.text).toContain("Carbide Step Drills: 3 pieces");
  expect(mail?.message.text).toContain("Form Tools: 250 pieces");
  const links = mailLinks(mail?.message.html);
  expect(links).toHaveLength(2);
  const downloaded = await Promise.all(
    links.map(async (link) => Buffer.from(await (await fetch(link)).arrayBuffer())),
  );
  expect(downloaded[0].equals(drawing.buffer)).toBe(true);
  expect(downloaded[1].equals(profile.buffer)).toBe(true);
  // A link whose signature was changed opens nothing.
  expect(
    (
      await fetch(
        links[0].replace(
          /X-Goog-Signature=([0-9a-f])/,
          (_, c: string) => `X-Goog-Signature=${c === "0" ? "1" : "0"}`,
        ),
      )
    ).status,
  ).toBe(403);

  // Sent: the list is done with (the form and the header show no products), the form is empty.
  expect(await form.getByLabel("Your message").inputValue()).toBe("");
  await form
    .getByLabel(/^Quantity of/)
    .first()
    .waitFor({ state: "detached" });
  expect(await headerCount(page).count()).toBe(0);
  await page.reload();
  await page.getByRole("form", { name: "Inquiry" }).getByLabel("Your message").waitFor();
  expect(await page.evaluate(() => localStorage.getItem("inquiry-list"))).toBe("[]");
  await page.context().close();
});

test("from the keyboard, Add to inquiry hands the focus to the link that replaces it", async () => {
  const page = await newPage();
  await page.goto(siteUrl("/products/carbide-step-drill"));
  const button = page.getByRole("main").getByRole("button", { name: "Add to inquiry" });
  await button.focus();
  await page.keyboard.press("Enter");
  const link = page.getByRole("main").getByRole("link", { name: /^In your inquiry: send it/ });
  await link.waitFor();
  expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.context().close();
});

test("a quote asked for with an empty list links to the products in a new tab; what is added there joins the form, the text kept", async () => {
  const page = await newPage();
  await page.goto(siteUrl("/contact-us"));
  const form = page.getByRole("form", { name: "Inquiry" });
  const message = unique("Please quote these");
  await fillContact(page, message);
  await form.getByLabel("A quote for products").check();
  await likeAPerson(page);
  await form.getByRole("button", { name: "Send inquiry" }).click();
  const open = form.getByRole("link", { name: "Open our products in a new tab" });
  await open.waitFor();
  const [products] = await Promise.all([page.context().waitForEvent("page"), open.click()]);
  await products.waitForLoadState("load");
  expect(new URL(products.url()).pathname).toBe("/products");
  await products
    .getByRole("listitem")
    .filter({ hasText: "Form Tools" })
    .getByRole("button", { name: "Add to inquiry" })
    .click();

  await form.getByLabel("Quantity of Form Tools").waitFor();
  expect(await form.getByLabel("Your message").inputValue()).toBe(message);
  expect(await form.getByLabel("Your name").inputValue()).toBe("Asha Patel");
  await form.getByRole("button", { name: "Send inquiry" }).click();
  await page.getByRole("status").filter({ hasText: "Thank you, Asha Patel." }).waitFor();
  const [doc] = await inquiriesWith(message);
  expect(doc.data()).toMatchObject({
    kind: "products",
    items: [{ product_id: "form-tools", quantity: 1 }],
  });
  await page.context().close();
});

test("sizes from a size table: each row adds its own code to the list, and the inquiry and mail name it", async () => {
  const page = await newPage();
  await page.goto(siteUrl("/products/reamers"));
  const row = (code: string) =>
    page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: code, exact: true }) });
  await row("PR-H7-06")
    .getByRole("button", { name: /Add to inquiry/ })
    .click();
  await row("PR-H7-12")
    .getByRole("button", { name: /Add to inquiry/ })
    .click();
  // Added: the row links to the list instead.
  await row("PR-H7-06")
    .getByRole("link", { name: /In your inquiry/ })
    .waitFor();
  await expect(headerCount(page).textContent()).resolves.toMatch(/2/);

  await page.goto(siteUrl("/contact-us"));
  const form = page.getByRole("form", { name: "Inquiry" });
  await form.getByText("Size PR-H7-06", { exact: true }).waitFor();
  await form.getByText("Size PR-H7-12", { exact: true }).waitFor();
  await form.getByLabel("Quantity of Precision Reamers, size PR-H7-12").fill("25");
  const message = unique("Reamers in two sizes");
  await send(page, message);

  const docs = await inquiriesWith(message);
  expect(docs.map((doc) => doc.data().items)).toEqual([
    [
      {
        product_id: "reamers",
        product_name: "Precision Reamers",
        variant: "PR-H7-06",
        quantity: 1,
      },
      {
        product_id: "reamers",
        product_name: "Precision Reamers",
        variant: "PR-H7-12",
        quantity: 25,
      },
    ],
  ]);
  const mail = (
    await testDb().collection(MAIL_COLLECTION).doc(`inquiry-${docs[0].id}`).get()
  ).data();
  expect(mail?.message.text).toContain("Precision Reamers (size PR-H7-12): 25 pieces");
  await page.context().close();
});

test("on a phone, the count on the Menu button leads to the list: the open menu ends with a link to it that closes the menu", async () => {
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(siteUrl("/products/form-tools"));
  const menuButton = page.locator("header").getByRole("button", { name: /^Menu/ });
  await menuButton.click();
  // Nothing in the list: no such link.
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Contact Us" })
    .waitFor();
  expect(await page.getByRole("link", { name: /^Your inquiry/ }).count()).toBe(0);
  await menuButton.click();

  await page.getByRole("main").getByRole("button", { name: "Add to inquiry" }).first().click();
  await expect(menuButton.textContent()).resolves.toMatch(/1/);
  await menuButton.click();
  const inquiry = page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Your inquiry 1 product" });
  await inquiry.click();
  await page.waitForURL(/\/contact-us$/);
  await page.getByRole("form", { name: "Inquiry" }).getByLabel("Quantity of Form Tools").waitFor();
  expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
  expect(await page.getByRole("navigation", { name: "Main navigation" }).isVisible()).toBe(false);
  await page.context().close();
});

test("a regrinding request with 40 pieces and a photo, and job work with a STEP file, each land with their fields", async () => {
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(siteUrl("/contact-us"));
  const form = page.getByRole("form", { name: "Inquiry" });
  await form.getByLabel("Regrinding of my tools").check();
  await form.getByLabel("Tool type").selectOption("end_mills");
  await form.getByLabel("Number of pieces").fill("40");
  await form.getByLabel("Diameter range").fill("6–20 mm");
  await form.getByLabel("Condition notes").fill("Worn flutes, two chipped corners");
  await form.getByLabel("Please collect").check();
  const photo = jpeg("worn-end-mills.jpg");
  await form.locator('input[type="file"]').setInputFiles([photo]);
  const regrind = unique("Collect on Monday please");
  await send(page, regrind);
  const [doc] = await inquiriesWith(regrind);
  expect(doc.data()).toMatchObject({
    kind: "regrind",
    tool_type: "end_mills",
    pieces: 40,
    diameter_range: "6–20 mm",
    condition: "Worn flutes, two chipped corners",
    delivery: "collect",
    items: [],
    files: [{ name: "worn-end-mills.jpg", size: photo.buffer.length, type: "image/jpeg" }],
  });
  expect(doc.data()).not.toHaveProperty("material");
  expect((await storedBytes(doc.get("files")[0].path)).equals(photo.buffer)).toBe(true);

  await form.getByRole("link", { name: "Start a new inquiry" }).click();
  await form.getByLabel("Job work from my drawing").check();
  await form.getByLabel("Material").fill("EN31, hardened");
  await form.getByLabel("Quantity", { exact: true }).fill("120");
  await form
    .getByLabel("Tolerance or finish notes", { exact: false })
    .fill("±0.01 mm on the shank");
  const model = step("punch.step");
  await form.locator('input[type="file"]').setInputFiles([model]);
  const jobWork = unique("Punch to drawing");
  await send(page, jobWork);
  const jobs = await settled(
    () => inquiriesWith(jobWork),
    (docs) => docs.length > 0,
  );
  expect(jobs).toHaveLength(1);
  const [job] = jobs;
  expect(job.data()).toMatchObject({
    kind: "job_work",
    material: "EN31, hardened",
    quantity: 120,
    tolerance: "±0.01 mm on the shank",
  });
  expect(job.get("files")).toMatchObject([{ name: "punch.step", type: "application/step" }]);
  expect((await storedBytes(job.get("files")[0].path)).equals(model.buffer)).toBe(true);
  await page.context().close();
});

test.each([
  ["an executable renamed drawing.pdf", () => [executable("drawing.pdf")], /not a real PDF/],
  ["an 11 MB PDF", () => [pdf("big.pdf", 11 * 1024 * 1024)], /at most 10\.0 MB/],
  ["six files", () => [1, 2, 3, 4, 5, 6].map((n) => pdf(`sheet-${n}.pdf`)), /at most 5 files/],
])(
  "%s is refused next to the file field: nothing written or stored, the text kept",
  async (_, files, expected) => {
    const page = await newPage();
    await page.goto(siteUrl("/contact-us"));
    const form = page.getByRole("form", { name: "Inquiry" });
    const message = unique("Drawing attached for a quote");
    await fillContact(page, message);
    const input = form.locator('input[type="file"]');
    await input.setInputFiles(files());
    await likeAPerson(page);
    await form.getByRole("button", { name: "Send inquiry" }).click();
    const errorId = `${await input.getAttribute("id")}-error`;
    expect(
      await settled(
        async () => (await page.locator(`[id="${errorId}"]`).textContent()) ?? "",
        (text) => expected.test(text),
      ),
    ).toMatch(expected);
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    await page.waitForTimeout(1000);
    expect(await inquiriesWith(message)).toHaveLength(0);
    expect(await form.getByLabel("Your message").inputValue()).toBe(message);
    expect(await form.getByLabel("Your name").inputValue()).toBe("Asha Patel");
    expect(await input.evaluate((el) => (el as HTMLInputElement).files?.length)).toBe(
      files().length,
    );
    const [stored] = await testBucket().getFiles({ prefix: "inquiries/" });
    expect(
      stored.filter(
        (f) =>
          f.metadata.metadata?.original_name &&
          files().some((x) => x.name === f.metadata.metadata?.original_name) &&
          Date.parse(String(f.metadata.timeCreated)) > Date.now() - 60_000,
      ),
    ).toEqual([]);
    await page.context().close();
  },
);

test("without JavaScript, ?product= preselects one product with a quantity, and a 1 MB PDF is stored with the inquiry", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(siteUrl("/contact-us?product=end-mills"));
  expect(await page.getByLabel("A quote for products").isChecked()).toBe(true);
  await page.getByLabel("Quantity of Special End Mills").fill("12");
  const drawing = pdf("end-mill.pdf", 1024 * 1024);
  await page.locator('input[type="file"]').setInputFiles([drawing]);
  const message = unique("Twelve special end mills");
  await fillContact(page, message);
  await likeAPerson(page);
  await page.getByRole("button", { name: "Send inquiry" }).click();
  await page.waitForLoadState("load");
  if (/quicker than we expect/.test((await page.getByRole("alert").allTextContents()).join(" "))) {
    // The tests' visitors without scripts share one address and the cached page's start; sent back, the form asks for the files
    // again (a browser cannot keep them), and the second press carries a start of the visitor's own.
    expect(await page.locator("main").innerText()).toContain("Choose your files again");
    expect(await page.getByLabel("Quantity of Special End Mills").inputValue()).toBe("12");
    await page.locator('input[type="file"]').setInputFiles([drawing]);
    await likeAPerson(page);
    await page.getByRole("button", { name: "Send inquiry" }).click();
    await page.waitForLoadState("load");
  }
  expect(await page.getByRole("status").textContent()).toMatch(/^Thank you, Asha Patel\./);
  const [doc] = await inquiriesWith(message);
  expect(doc.data()).toMatchObject({
    kind: "products",
    items: [{ product_id: "end-mills", product_name: "Special End Mills", quantity: 12 }],
    files: [{ name: "end-mill.pdf", size: drawing.buffer.length, type: "application/pdf" }],
  });
  expect((await storedBytes(doc.get("files")[0].path)).equals(drawing.buffer)).toBe(true);
  await page.context().close();
});

test("without JavaScript, a 6 MB post gets the message next to the file field (not a 413 page or a 500) and keeps the text", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(siteUrl("/contact-us"));
  await page.locator('input[type="file"]').setInputFiles([pdf("scan.pdf", 6 * 1024 * 1024)]);
  const message = unique("Large scan of the drawing");
  await fillContact(page, message);
  await likeAPerson(page);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: "Send inquiry" }).click(),
  ]);
  await page.waitForLoadState("load");
  expect(answer.status()).toBe(200);
  const input = page.locator('input[type="file"]');
  const errorId = `${await input.getAttribute("id")}-error`;
  expect(await page.locator(`[id="${errorId}"]`).textContent()).toMatch(
    /without JavaScript a form can carry 4\.0 MB of files.*e-mail the files/,
  );
  expect(await page.getByLabel("Your message").inputValue()).toBe(message);
  expect(await inquiriesWith(message)).toHaveLength(0);
  await page.context().close();
});

const AXE = path.join(process.cwd(), "node_modules", "axe-core", "axe.min.js");

test.each([390, 1280])(
  "axe finds nothing serious or critical on the form with a list and each kind's questions at %i px",
  async (width) => {
    const page = await newPage({ viewport: { width, height: 900 } });
    await page.goto(siteUrl("/products/reamers"));
    // The product as a whole (each row of its size table has a button of its own).
    await page
      .getByRole("main")
      .getByRole("button", { name: "Add to inquiry", exact: true })
      .click();
    await page.goto(siteUrl("/contact-us"));
    const form = page.getByRole("form", { name: "Inquiry" });
    await form.getByLabel("Quantity of Precision Reamers").waitFor();
    for (const kind of ["Regrinding of my tools", "Job work from my drawing"]) {
      await form.getByLabel(kind).check();
      await form.getByRole("button", { name: "Send inquiry" }).click();
      await page
        .getByRole("alert")
        .filter({ hasText: /problem/ })
        .waitFor();
      await page.addScriptTag({ path: AXE });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (ctx: Document) => Promise<{
                violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
              }>;
            };
          }
        ).axe;
        return (await axe.run(document)).violations;
      });
      const serious = violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect({ width, kind, serious }).toEqual({ width, kind, serious: [] });
    }
    await page.context().close();
  },
);

test.each([true, false])(
  "the message is marked optional only while the checked kind does not need it (scripts on: %s)",
  async (javaScriptEnabled) => {
    const page = await newPage({ javaScriptEnabled });
    await page.goto(siteUrl("/contact-us"));
    const form = page.getByRole("form", { name: "Inquiry" });
    const messageName = async () =>
      (
        await form
          .locator("textarea[name=message]")
          .evaluate((el) => (el as HTMLTextAreaElement).labels?.[0]?.innerText ?? "")
      ).trim();
    // With no product chosen, the form opens on "Something else", which needs a message.
    expect(await form.getByLabel("Something else").isChecked()).toBe(true);
    expect(await messageName()).toBe("Your message");
    await form.getByLabel("Job work from my drawing").check();
    expect(await messageName()).toBe("Your message (optional)");
    await form.getByLabel("Something else").check();
    expect(await messageName()).toBe("Your message");
    await page.context().close();
  },
);

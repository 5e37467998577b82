// The contact and application forms on the production build, in headless Chromium: what a visitor
// sees and what lands in the database, with and without JavaScript.
import type { Locator, Page } from "playwright-core";
import { siteUrl, useBrowser } from "./support/browser";
import { testDb } from "./support/database";
import { FORM_BODY_LIMIT_BYTES, FORM_TOO_LARGE_MESSAGE } from "@/lib/forms/result";
import { emptyRateLimitsBeforeEach, likeAPerson, unique } from "./support/forms";

jest.setTimeout(120_000);

const newPage = useBrowser();
emptyRateLimitsBeforeEach();

const written = async (collection: string, message: string) =>
  (await testDb().collection(collection).where("message", "==", message).get()).docs.map((d) =>
    d.data(),
  );

async function fillInquiry(page: Page, message: string) {
  await page.getByLabel("Your name").fill("Asha Patel");
  await page.getByLabel("Company", { exact: false }).fill("Gundlav Engineering");
  await page.getByLabel("Email").fill("asha@gundlav-eng.in");
  await page.getByRole("textbox", { name: "Phone" }).fill("+91 98250 41234");
  await page.getByLabel("Your message").fill(message);
}

test("a filled contact form creates exactly one Inquiries document and thanks the visitor", async () => {
  const page = await newPage();
  await page.goto(siteUrl("/contact-us?product=form-tools"));
  // The product is on the inquiry list at the top of the form, with a quantity, and a quote is asked for.
  await expect(
    page.locator("main").getByLabel("Quantity of Form Tools").inputValue(),
  ).resolves.toBe("1");
  expect(await page.getByLabel("A quote for products").isChecked()).toBe(true);
  const message = unique("Quote for 50 form tools, brass, 12 mm");
  await fillInquiry(page, message);
  await likeAPerson(page);
  await page.getByRole("button", { name: "Send inquiry" }).click();

  const thanks = page.getByRole("status").filter({ hasText: "Thank you, Asha Patel." });
  await thanks.waitFor();
  expect(await thanks.textContent()).toMatch(/reply by email or phone within one working day/);
  const docs = await written("Inquiries", message);
  expect(docs).toHaveLength(1);
  expect(docs[0]).toMatchObject({
    name: "Asha Patel",
    company: "Gundlav Engineering",
    email: "asha@gundlav-eng.in",
    phone: "+91 98250 41234",
    kind: "products",
    items: [{ product_id: "form-tools", product_name: "Form Tools", quantity: 1 }],
    page: "/contact-us?product=form-tools",
  });
  expect(docs[0].created_at.toDate().getTime()).toBeGreaterThan(Date.now() - 120_000);

  // The thanks stands alone; asked for, the form is back, emptied, for another inquiry.
  expect(await page.getByRole("button", { name: "Send inquiry" }).count()).toBe(0);
  await thanks.getByRole("link", { name: "Start a new inquiry" }).click();
  expect(await page.getByLabel("Your message").inputValue()).toBe("");
  expect(await page.getByRole("button", { name: "Send inquiry" }).isEnabled()).toBe(true);
  await page.context().close();
});

test("a send whose connection drops keeps everything typed and says nothing was sent; sent again, it lands once", async () => {
  const page = await newPage();
  await page.goto(siteUrl("/contact-us?product=form-tools"));
  await page.locator('form[aria-label="Inquiry"][novalidate]').waitFor();
  const message = unique("Twelve form tools, sent over a bad line");
  await fillInquiry(page, message);
  await likeAPerson(page);
  // The form's post (a server action) fails on the way: the connection dropped.
  await page.route("**/contact-us**", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.getByRole("button", { name: "Send inquiry" }).click();
  await page
    .getByRole("alert")
    .filter({ hasText: "Nothing was sent: check your connection" })
    .waitFor();
  expect(await page.getByLabel("Your message").inputValue()).toBe(message);
  expect(await page.getByLabel("Your name").inputValue()).toBe("Asha Patel");
  expect(await page.locator("main").getByLabel("Quantity of Form Tools").inputValue()).toBe("1");
  expect(await written("Inquiries", message)).toHaveLength(0);
  await page.unroute("**/contact-us**");
  await page.getByRole("button", { name: "Send inquiry" }).click();
  await page.getByRole("status").filter({ hasText: "Thank you, Asha Patel." }).waitFor();
  expect(await written("Inquiries", message)).toHaveLength(1);
  await page.context().close();
});

test("a form sent at once after the page loads is held until a person could have filled it, then sent once", async () => {
  const page = await newPage();
  await page.goto(siteUrl("/contact-us"));
  const message = unique("Quick question about reamers");
  await fillInquiry(page, message);
  const button = page.getByRole("button", { name: "Send inquiry" });
  await button.click();
  // Shown as sending while held: nothing is refused and nothing is sent twice.
  expect(await page.getByRole("button", { name: "Sending…" }).isDisabled()).toBe(true);
  await page.getByRole("status").filter({ hasText: "Thank you, Asha Patel." }).waitFor();
  expect(await written("Inquiries", message)).toHaveLength(1);
  await page.context().close();
});

/** The choices of the application form's position select: [value, label] each. */
const positionOptions = (position: Locator) =>
  position
    .locator("option")
    .evaluateAll((els) => els.map((el) => [(el as HTMLOptionElement).value, el.textContent ?? ""]));

test("a filled application form creates exactly one Career document and thanks the applicant", async () => {
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(siteUrl("/career"));
  const position = page.getByLabel("Position");
  const options = await positionOptions(position);
  const [positionId, positionTitle] = options.find(([value]) => value && value !== "general") ?? [
    "general",
    "General application",
  ];
  const message = unique("Five years on cylindrical grinders");
  await page.getByLabel("Your name").fill("Ravi Desai");
  await page.getByLabel("Email").fill("ravi.desai@example.com");
  await page.getByRole("textbox", { name: "Phone" }).fill("98250 41234");
  await position.selectOption(positionId);
  await page.getByLabel("Years of experience").fill("5");
  await page.getByLabel("Qualification").fill("ITI Machinist");
  await page
    .getByLabel("Link to your résumé", { exact: false })
    .fill("https://drive.example.com/ravi-cv.pdf");
  await page.getByLabel("Cover message").fill(message);
  await likeAPerson(page);
  await page.getByRole("button", { name: "Send application" }).click();

  await page.getByRole("status").filter({ hasText: "Thank you, Ravi Desai." }).waitFor();
  const docs = await written("Career", message);
  expect(docs).toHaveLength(1);
  expect(docs[0]).toMatchObject({
    name: "Ravi Desai",
    email: "ravi.desai@example.com",
    phone: "98250 41234",
    position_id: positionId,
    position_title: positionId === "general" ? "General application" : positionTitle,
    experience_years: 5,
    qualification: "ITI Machinist",
    resume_url: "https://drive.example.com/ravi-cv.pdf",
    page: "/career",
  });
  expect(docs[0]).not.toHaveProperty("current_employer");
  await page.context().close();
});

test("Apply now on an opening leads to the form with that position chosen, each link named by its opening", async () => {
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(siteUrl("/career"));
  const position = page.getByLabel("Position");
  const openings = (await positionOptions(position)).filter(
    ([value]) => value && value !== "general",
  );
  expect(openings.length).toBeGreaterThanOrEqual(2);
  // The last opening first, then the first: each click chooses its own, whatever was chosen before. A
  // click before the form has hydrated only scrolls to it (as without scripts): click until it chooses.
  for (const [id, title] of [openings.at(-1)!, openings[0]]) {
    const link = page.getByRole("link", { name: `Apply now: ${title}`, exact: true });
    const deadline = Date.now() + 15_000;
    for (;;) {
      await link.click();
      await page.waitForURL(/#apply$/);
      if ((await position.inputValue()) === id || Date.now() > deadline) break;
      await page.waitForTimeout(250);
    }
    expect(await position.inputValue()).toBe(id);
    expect(await position.isVisible()).toBe(true);
  }
  await page.context().close();
});

/** Whether the element has the focus and is on screen: where a page answering a post without scripts opens. */
const focusedInView = (element: Locator) =>
  element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el === document.activeElement && box.top >= 0 && box.top < window.innerHeight;
  });

test("without JavaScript, an invalid email (browser checks off) shows the server's error, writes nothing and keeps the message", async () => {
  const page = await newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  await page.goto(siteUrl("/contact-us"));
  // Posted to the page's own address: HTML does not allow the empty `action` React would write.
  expect(await page.locator("form").getAttribute("action")).toBe("/contact-us");
  await page.locator("form").evaluate((form) => ((form as HTMLFormElement).noValidate = true));
  const message = unique("Regrinding of 20 carbide end mills");
  await fillInquiry(page, message);
  await page.getByLabel("Email").fill("asha@example");
  await page.getByRole("button", { name: "Send inquiry" }).click();
  await page.waitForLoadState("load");

  const email = page.getByLabel("Email");
  expect(await email.getAttribute("aria-invalid")).toBe("true");
  const describedBy = (await email.getAttribute("aria-describedby")) ?? "";
  expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
    "Enter an email address like name@company.com",
  );
  expect(
    await page.getByRole("alert").filter({ hasText: "There is a problem with one field" }).count(),
  ).toBe(1);
  // The page opens at its answer, not at its top: on a phone the form is far below.
  expect(
    await focusedInView(
      page.getByRole("alert").filter({ hasText: "There is a problem with one field" }),
    ),
  ).toBe(true);
  expect(await page.getByLabel("Your message").inputValue()).toBe(message);
  expect(await email.inputValue()).toBe("asha@example");
  expect(await page.getByLabel("Your name").inputValue()).toBe("Asha Patel");
  expect(await written("Inquiries", message)).toHaveLength(0);

  // Corrected, the same page sends it.
  await page.getByLabel("Email").fill("asha@example.com");
  await page.getByRole("button", { name: "Send inquiry" }).click();
  await page.waitForLoadState("load");
  expect(await page.getByRole("status").textContent()).toMatch(/^Thank you, Asha Patel\./);
  expect(await focusedInView(page.getByRole("status").locator(".."))).toBe(true);
  expect(await written("Inquiries", message)).toHaveLength(1);
  await page.context().close();
});

test("with JavaScript, a bad field is flagged at once and an invalid form is not sent", async () => {
  const page = await newPage();
  await page.goto(siteUrl("/contact-us"));
  const message = unique("Need 10 punches");
  await fillInquiry(page, message);
  await page.getByRole("textbox", { name: "Phone" }).fill("12345");
  await page.getByLabel("Your message").focus();
  const phoneError = page.getByText("Enter a phone number with 7 to 15 digits");
  await phoneError.first().waitFor();
  await page.getByRole("button", { name: "Send inquiry" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem with one field" });
  await summary.waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(
    "There is a problem with one field",
  );
  expect(await page.getByRole("textbox", { name: "Phone" }).inputValue()).toBe("12345");
  expect(await written("Inquiries", message)).toHaveLength(0);
  await page.context().close();
});

test("on a phone, a line of the error list takes the visitor to the field with its label in view, not under the header", async () => {
  const page = await newPage({ viewport: { width: 360, height: 740 } });
  await page.goto(siteUrl("/contact-us"));
  // Once the form is interactive (its own checks replace the browser's), an empty send lists every problem.
  await page.locator('form[aria-label="Inquiry"][novalidate]').waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Send inquiry" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There are problems" });
  await summary.waitFor();
  await summary.getByRole("link", { name: /^Phone/ }).click();
  const phone = page.getByRole("textbox", { name: "Phone" });
  await expect(phone.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  // The fixed header is 60 px high: the field's label starts below it.
  const label = page.locator(`label[for="${await phone.getAttribute("id")}"]`);
  expect((await label.boundingBox())!.y).toBeGreaterThanOrEqual(60);
  await page.context().close();
});

test("a form post over 8 MiB is refused with 413 and a message, not a crash", async () => {
  const body = new FormData();
  body.set("message", "x".repeat(FORM_BODY_LIMIT_BYTES + 1000));
  const res = await fetch(siteUrl("/contact-us"), {
    method: "POST",
    body,
    headers: { accept: "text/html" },
  });
  expect(res.status).toBe(413);
  expect(await res.text()).toContain(FORM_TOO_LARGE_MESSAGE);
  // Page views are not affected.
  expect((await fetch(siteUrl("/contact-us"))).status).toBe(200);
});

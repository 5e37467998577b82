// A visitor without JavaScript sends the contact form once, as a person would: fills every field, waits
// past the fill-time check, sends, and presses Send again when asked to (visitors without scripts share
// the cached page's start; the second is given one of their own). Returns what the page then says.
import type { BrowserContextOptions, Page } from "playwright-core";
import { MIN_FILL_MS } from "@/lib/forms/result";

export async function sendInquiryWithoutScripts(
  newPage: (options?: BrowserContextOptions) => Promise<Page>,
  url: string,
  headers: Record<string, string>,
  company: string,
  message: string,
): Promise<string> {
  const page = await newPage({ javaScriptEnabled: false, extraHTTPHeaders: headers });
  try {
    await page.goto(url);
    await page.getByLabel("Your name").fill("Ravi Desai");
    await page.getByLabel("Company", { exact: false }).fill(company);
    await page.getByLabel("Email").fill("ravi@example.com");
    await page.getByRole("textbox", { name: "Phone" }).fill("+91 98250 41234");
    await page.getByLabel("Your message").fill(message);
    await page.waitForTimeout(MIN_FILL_MS + 200);
    await page.getByRole("button", { name: "Send inquiry" }).click();
    await page.waitForLoadState("load");
    if (/quicker than we expect/.test((await page.getByRole("alert").allTextContents()).join(" "))) {
      await page.waitForTimeout(MIN_FILL_MS + 200);
      await page.getByRole("button", { name: "Send inquiry" }).click();
      await page.waitForLoadState("load");
    }
    return [...(await page.getByRole("status").allTextContents()), ...(await page.getByRole("alert").allTextContents())].join(" ").trim();
  } finally {
    await page.context().close();
  }
}

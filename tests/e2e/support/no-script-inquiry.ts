// Visitors without JavaScript send the contact form, each as a person would: fills every field, waits past
// the fill-time check, sends, and presses Send again when asked to (visitors without scripts share the
// cached page's start; the second is given one of their own). The visitors all fill their forms first, so
// they wait out the check once, together, and then send one after another, in order.
import type { BrowserContextOptions, Page } from "playwright-core";
import { MIN_FILL_MS } from "@/lib/forms/result";

export type NoScriptVisitor = { headers: Record<string, string>; message: string };

/** What the page says after each visitor's post, in the visitors' order. */
export async function sendInquiriesWithoutScripts(
  newPage: (options?: BrowserContextOptions) => Promise<Page>,
  url: string,
  company: string,
  visitors: NoScriptVisitor[],
): Promise<string[]> {
  const pages: Page[] = [];
  try {
    for (const { headers, message } of visitors) {
      const page = await newPage({ javaScriptEnabled: false, extraHTTPHeaders: headers });
      pages.push(page);
      await page.goto(url);
      await page.getByLabel("Your name").fill("Ravi Desai");
      await page.getByLabel("Company", { exact: false }).fill(company);
      await page.getByLabel("Email").fill("ravi@example.com");
      await page.getByRole("textbox", { name: "Phone" }).fill("+91 98250 41234");
      await page.getByLabel("Your message").fill(message);
    }
    const send = async (page: Page) => {
      await page.getByRole("button", { name: "Send inquiry" }).click();
      await page.waitForLoadState("load");
      return /quicker than we expect/.test(
        (await page.getByRole("alert").allTextContents()).join(" "),
      );
    };
    await pages[0]?.waitForTimeout(MIN_FILL_MS + 200);
    const askedAgain: Page[] = [];
    for (const page of pages) if (await send(page)) askedAgain.push(page);
    await askedAgain[0]?.waitForTimeout(MIN_FILL_MS + 200);
    for (const page of askedAgain) await send(page);
    return await Promise.all(
      pages.map(async (page) =>
        [
          ...(await page.getByRole("status").allTextContents()),
          ...(await page.getByRole("alert").allTextContents()),
        ]
          .join(" ")
          .trim(),
      ),
    );
  } finally {
    await Promise.all(pages.map((page) => page.context().close()));
  }
}

// The phone's bar of actions (components/layout/action-bar.tsx): below 768 px it stays at the bottom of
// the window half-way down a long page, with Call, WhatsApp (naming the product on its page) and the
// inquiry form; at the end of the page it covers neither the last content nor the footer's links; from
// 768 px it is not shown. (axe scans it on every route at 390 px: shell-axe.test.ts.)
import type { Page } from "playwright-core";
import { siteUrl } from "./support/browser";
import { useWithPage } from "./support/shell";

jest.setTimeout(120_000);

const withPage = useWithPage();
const PHONE = { width: 390, height: 844 };
const BAR = "Call, WhatsApp or inquire";

const ROUTES = ["/home", "/products", "/products/carbide-step-drill", "/technology", "/about-us"];

type Box = { top: number; bottom: number };

/** Where the last element matching `selector` is in the window. */
const boxOf = (page: Page, selector: string): Promise<Box> =>
  page.$$eval(selector, (elements) => {
    const { top, bottom } = elements.at(-1)!.getBoundingClientRect();
    return { top, bottom };
  });

test.each(ROUTES)(
  "%s: half-way down a phone's page the bar is at the window's foot",
  async (route) => {
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto(siteUrl(route), { waitUntil: "load" });
      await page.evaluate(() =>
        window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2),
      );
      const bar = page.getByRole("navigation", { name: BAR });
      const box = (await bar.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(PHONE.height);
      expect(box.height).toBeGreaterThanOrEqual(48);
      expect(await bar.getByRole("link", { name: "Call" }).getAttribute("href")).toBe(
        "tel:+919825041234",
      );
      const chat = new URL(
        (await bar.getByRole("link", { name: "WhatsApp" }).getAttribute("href"))!,
      );
      expect(`${chat.origin}${chat.pathname}`).toBe("https://wa.me/919825041234");
      const greeting = chat.searchParams.get("text")!;
      const inquiry = await bar.getByRole("link", { name: "Inquiry" }).getAttribute("href");
      if (route.startsWith("/products/")) {
        const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
        expect(greeting).toContain(`a quote for ${name}`);
        expect(inquiry).toBe("/contact-us?product=carbide-step-drill");
      } else {
        expect(greeting).toMatch(/I have an inquiry\.$/);
        expect(inquiry).toBe("/contact-us#inquiry");
      }

      // At the end of the page the bar is below the footer's last link and the page's last content.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const end = await boxOf(page, `nav[aria-label="${BAR}"]`);
      const lastLink = await boxOf(page, "footer a");
      const footer = await boxOf(page, "footer");
      // (to a layout pixel's rounding)
      expect(lastLink.bottom).toBeLessThanOrEqual(end.top + 0.5);
      expect(footer.bottom).toBeLessThanOrEqual(end.top + 0.5);
      // Every footer link in view below the (fixed) header can be pressed where it is: nothing lies over it.
      const covered = await page.$$eval("footer a", (links) => {
        const below = document.querySelector("header")!.getBoundingClientRect().bottom;
        return links
          .filter((link) => {
            const { top, bottom, height } = link.getBoundingClientRect();
            return height > 0 && top >= below && bottom <= window.innerHeight;
          })
          .filter((link) => {
            const { left, top, width, height } = link.getBoundingClientRect();
            const hit = document.elementFromPoint(left + width / 2, top + height / 2);
            return !hit || !link.contains(hit);
          })
          .map((link) => link.textContent);
      });
      expect(covered).toEqual([]);
    });
  },
);

test("the bar's inquiry link opens the inquiry form with the product chosen; from 768 px there is no bar", async () => {
  await withPage({ viewport: PHONE }, async (page) => {
    await page.goto(siteUrl("/products/carbide-step-drill"), { waitUntil: "load" });
    await page
      .getByRole("navigation", { name: BAR })
      .getByRole("link", { name: "Inquiry" })
      .click();
    await page.waitForURL(/\/contact-us\?product=carbide-step-drill$/);
    await page.getByRole("form", { name: "Inquiry" }).waitFor();
    await page.setViewportSize({ width: 768, height: 900 });
    expect(await page.getByRole("navigation", { name: BAR }).isVisible()).toBe(false);
  });
});

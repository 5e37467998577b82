// Accessibility: an axe-core scan of every route, a product page, a service page and the 404 page, at
// desktop and phone widths, finds no serious or critical violation (colour contrast among them) with the
// default theme colour, a light one (gold), white and black. Each page must answer the status it should:
// a 404 where a page is expected fails the test. The other colours are applied in the page as a live
// colour change applies them (the theme is the custom properties on <html>, lib/site/theme.ts); that a
// stored colour reaches a page's HTML and an open tab is tested in live.test.ts.
import type { Locator } from "playwright-core";
import { themeVariables } from "@/lib/site/theme";
import { axeInEveryPage, seriousViolations } from "./support/axe";
import { siteUrl } from "./support/browser";
import { useWithPage } from "./support/shell";

jest.setTimeout(300_000);

const withPage = useWithPage();

const PAGES: [route: string, status: number][] = [
  ["/home", 200],
  ["/about-us", 200],
  ["/products", 200],
  ["/products/carbide-step-drill", 200],
  ["/technology", 200],
  ["/technology/cnc-tool-grinding", 200],
  ["/quality-control", 200],
  ["/clients", 200],
  ["/career", 200],
  ["/contact-us", 200],
  ["/privacy", 200],
  ["/no-such-page", 404],
];
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
// The demo content's colour (also the site's default), a light one, and both extremes.
const DEFAULT = "#1f4e79";
const OTHERS = ["gold", "#ffffff", "#000000"];

test.each(PAGES)(
  "%s has no serious or critical axe violations, in every test colour",
  async (route, status) => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      await axeInEveryPage(page.context());
      const scans = [];
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        const answer = await page.goto(siteUrl(route), { waitUntil: "load" });
        const served = await page.evaluate(() =>
          document.documentElement.style.getPropertyValue("--brand"),
        );
        expect([route, answer?.status(), served]).toEqual([route, status, DEFAULT]);
        scans.push({
          route,
          code: DEFAULT,
          width: viewport.width,
          serious: await seriousViolations(page),
        });
        for (const code of OTHERS) {
          await page.evaluate((vars) => {
            for (const [name, value] of Object.entries(vars))
              document.documentElement.style.setProperty(name, value);
          }, themeVariables(code));
          // The buttons ease their colours in: the scan waits for the end.
          await page.evaluate(() =>
            Promise.all(document.getAnimations().map((animation) => animation.finished)),
          );
          scans.push({
            route,
            code,
            width: viewport.width,
            serious: await seriousViolations(page),
          });
        }
      }
      expect(scans).toEqual(
        [DESKTOP, PHONE].flatMap(({ width }) =>
          [DEFAULT, ...OTHERS].map((code) => ({ route, code, width, serious: [] })),
        ),
      );
    });
  },
);

test("keyboard focus shows on a product card (the whole card is its link) and on the buttons of dark bands", async () => {
  await withPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
    await page.goto(siteUrl("/home"));
    // A key pressed first: focus moved from script then shows as from the keyboard (:focus-visible).
    await page.keyboard.press("Tab");
    const card = page.getByRole("main").getByRole("link", { name: "Form Tools", exact: true });
    await card.focus();
    // The ring is drawn by the link's ::after, which covers the card: a 2 px outline in the brand's ink.
    const ring = await card.evaluate((el) => {
      const after = getComputedStyle(el, "::after");
      return { style: after.outlineStyle, width: after.outlineWidth, color: after.outlineColor };
    });
    expect(ring).toMatchObject({ style: "solid", width: "2px" });
    expect(ring.color).not.toBe("rgba(0, 0, 0, 0)");

    // On the hero (a dark band of the brand's colour) and the closing call to action (dark grey) the ring is
    // white, not the brand's ink it would vanish into. The buttons ease their colours in: wait for the end.
    const white = async (link: Locator) => {
      await link.focus();
      await link.evaluate((el) =>
        Promise.all(el.getAnimations().map((animation) => animation.finished)),
      );
      return link.evaluate((el) => [
        el.matches(":focus-visible"),
        getComputedStyle(el).outlineStyle,
        getComputedStyle(el).outlineColor,
      ]);
    };
    expect(await white(page.getByRole("link", { name: "Request a quote" }))).toEqual([
      true,
      "solid",
      "rgb(255, 255, 255)",
    ]);
    expect(
      await white(
        page
          .locator("section[aria-labelledby='cta-heading']")
          .getByRole("link", { name: "Send an inquiry" }),
      ),
    ).toEqual([true, "solid", "rgb(255, 255, 255)"]);
  });
});

test("the open menus have no serious or critical axe violations: the Products dropdown at 1280 px and the menu at 390 px", async () => {
  await withPage({ viewport: DESKTOP }, async (page) => {
    await page.goto(siteUrl("/products/reamers"));
    await page.getByRole("button", { name: "Show all products" }).click();
    await page.getByTestId("products-panel").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await page.reload({ waitUntil: "load" });
    await page.getByRole("banner").getByRole("button", { name: /^Menu/ }).click();
    await page.getByRole("navigation", { name: "Main navigation" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

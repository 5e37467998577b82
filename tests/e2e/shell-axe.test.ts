// Accessibility: an axe-core scan of every route, a product page, a service page and the 404 page, at
// desktop and phone widths, finds no serious or critical violation (colour contrast among them) with the
// default theme colour, a light one (gold), white and black. Each page must answer the status it should:
// a 404 where a page is expected fails the test.
import type { Locator } from "playwright-core";
import { axeInEveryPage, seriousViolations } from "./support/axe";
import { eventually, siteUrl } from "./support/browser";
import { testDb } from "./support/database";
import { fetchPage, untilGone } from "./support/html";
import { useWithPage } from "./support/shell";

jest.setTimeout(900_000);

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
const COLOURS = ["#1f4e79", "gold", "#ffffff", "#000000"];
/** Stores `code` in the first color record; returns how to put the record back as it was. */
async function storeColour(code: string): Promise<() => Promise<void>> {
  const docs = (await testDb().collection("color").get()).docs.sort((a, b) =>
    a.id.localeCompare(b.id),
  );
  if (!docs[0]) throw new Error("the test database has no color record");
  const ref = docs[0].ref;
  const before = docs[0].data();
  // Delete first: the embedded emulator merges a set() into an existing document instead of replacing it.
  await ref.delete();
  await ref.set({ ...before, code });
  return async () => {
    await ref.delete();
    await ref.set(before);
  };
}

// After the last colour is put back, each page scanned in it is answered once more in it: spend that here,
// not in the next file. (Each colour's stale pages before it are spent by the next colour's warm-up.)
afterAll(() =>
  untilGone(
    PAGES.filter(([, status]) => status === 200).map(([route]) => route),
    `--brand:${COLOURS.at(-1)};`,
  ),
);

describe.each(COLOURS)("with the theme colour %s", (code) => {
  let restore: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    restore = await storeColour(code);
    // After an edit a page's first answer may be its copy from before (stale while it renders again):
    // ask for each once, so that the scans below mostly find the new colour at their first load.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const [route] of PAGES) await fetchPage(route);
  });
  afterAll(async () => {
    await restore?.();
  });

  test.each(PAGES)("%s has no serious or critical axe violations", async (route, status) => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      await axeInEveryPage(page.context());
      // Each page follows the database within seconds: load it until this colour is the one it serves.
      let answered: number | undefined;
      await eventually(page, route, async (answer) => {
        answered = answer?.status();
        return (
          (await page.evaluate(() =>
            document.documentElement.style.getPropertyValue("--brand"),
          )) === code
        );
      });
      const scans = [
        { route, status: answered, width: DESKTOP.width, serious: await seriousViolations(page) },
      ];
      // The phone's width: loaded again at that size, as a phone visitor gets it.
      await page.setViewportSize(PHONE);
      const answer = await page.reload({ waitUntil: "load" });
      scans.push({
        route,
        status: answer?.status(),
        width: PHONE.width,
        serious: await seriousViolations(page),
      });
      expect({ code, scans }).toEqual({
        code,
        scans: [DESKTOP, PHONE].map(({ width }) => ({ route, status, width, serious: [] })),
      });
    });
  });
});

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

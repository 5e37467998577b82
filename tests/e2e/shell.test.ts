// The site shell in the production build: fixed header, navigation, Products dropdown, mobile menu,
// startup meta, redirects and scroll restoration.
import type { Page } from "playwright-core";
import { eventually, siteUrl } from "./support/browser";
import { testDb } from "./support/database";
import { untilGone } from "./support/html";
import { useWithPage } from "./support/shell";
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_HOVER_DELAY_MS, mainNav } from "@/lib/site/facts";

jest.setTimeout(120_000);

const withPage = useWithPage();

/** When the pointer first reached the Products entry and when the list was first drawn (page clock). */
type HoverTimes = { entered?: number; shown?: number };

const panel = (page: Page) => page.getByTestId("products-panel");
const productsLink = (page: Page) =>
  page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Products", exact: true });

describe("server-rendered HTML", () => {
  let html: string;
  beforeAll(async () => {
    const res = await fetch(siteUrl("/home"));
    expect(res.status).toBe(200);
    html = await res.text();
  });

  test("has a description and keywords about tooling and grinding in Valsad, Gundlav, and a title", () => {
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "";
    const keywords = html.match(/<meta name="keywords" content="([^"]+)"/)?.[1] ?? "";
    expect(description).toMatch(/grinding/i);
    expect(description).toMatch(/Valsad/);
    expect(description).toMatch(/Gundlav/);
    expect(keywords).toMatch(/tool/i);
    expect(keywords).toMatch(/grinding Valsad/i);
    expect(keywords).toMatch(/Gundlav/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });

  test("holds every header link and marks the current page; the footer links every product", () => {
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    for (const item of mainNav) expect(header).toContain(`href="${item.href}"`);
    // The menus' panels are drawn when they open: crawlers find the products in the footer.
    expect(html.slice(html.indexOf("<footer"))).toContain('href="/products/carbide-step-drill"');
    expect(header).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/home"|<a[^>]*href="\/home"[^>]*aria-current="page"/,
    );
    expect(header).not.toMatch(/aria-current="page"[^>]*href="\/about-us"/);
  });
});

test("/ redirects to /home", async () => {
  const res = await fetch(siteUrl("/"), { redirect: "manual" });
  expect(res.status).toBe(308);
  expect(new URL(res.headers.get("location") ?? "", siteUrl("/")).pathname).toBe("/home");
  await withPage({}, async (page) => {
    await page.goto(siteUrl("/"));
    expect(new URL(page.url()).pathname).toBe("/home");
  });
});

test("the logo is 60 px high and links to /", async () => {
  await withPage({}, async (page) => {
    await page.goto(siteUrl("/home"));
    const logo = page.locator("header a[href='/']");
    expect((await logo.locator("img").boundingBox())?.height).toBe(60);
    expect((await page.locator("header").boundingBox())?.height).toBe(60);
    await logo.click();
    await page.waitForURL((url) => url.pathname === "/home");
  });
});

test.each([
  [1280, 400],
  [390, 600],
])(
  "at %i px wide the header stays fixed while scrolling and content starts below it",
  async (width, height) => {
    await withPage({ viewport: { width, height } }, async (page) => {
      await page.goto(siteUrl("/home"));
      const header = page.locator("header");
      const firstContent = () =>
        page.locator("#main").evaluate((el) => el.firstElementChild!.getBoundingClientRect().top);
      expect(await firstContent()).toBeGreaterThanOrEqual(60);

      const target = await page.evaluate(() =>
        Math.min(300, document.documentElement.scrollHeight - window.innerHeight),
      );
      expect(target).toBeGreaterThan(50);
      await page.evaluate((y) => window.scrollTo(0, y), target);
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, target);
      expect((await header.boundingBox())?.y).toBe(0);
      expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
      expect(await header.isVisible()).toBe(true);
    });
  },
);

test.each([1024, 1280, 1536])(
  "at %i px the header's links stay on one line, also with products in the inquiry list",
  async (width) => {
    await withPage({ viewport: { width, height: 800 } }, async (page) => {
      await page.goto(siteUrl("/technology"));
      const lines = () =>
        page.getByRole("navigation", { name: "Main" }).evaluate((nav) =>
          [...nav.querySelectorAll("a")]
            .filter((link) => link.checkVisibility())
            .map((link) => {
              const text = document.createRange();
              text.selectNodeContents(link);
              return [
                link.textContent?.trim(),
                new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size,
              ];
            }),
        );
      expect(await lines()).toEqual(mainNav.map((item) => [item.label, 1]));
      // Twelve entries: the count in the header has two digits.
      const list = Array.from({ length: 12 }, (_, i) => ({
        id: `product-${i}`,
        name: `Product ${i}`,
        quantity: 1,
      }));
      await page.evaluate(
        (entries) => localStorage.setItem("inquiry-list", JSON.stringify(entries)),
        list,
      );
      await page.reload();
      await page
        .locator("header")
        .getByRole("link", { name: /^Inquiry/ })
        .waitFor();
      expect(await lines()).toEqual(mainNav.map((item) => [item.label, 1]));
      expect(
        await page
          .getByRole("banner")
          .evaluate(
            (header) =>
              header.firstElementChild!.scrollWidth - header.firstElementChild!.clientWidth,
          ),
      ).toBe(0);
    });
  },
);

describe("Products dropdown", () => {
  test("opens on hover after the delay, lists a new product, and its entry navigates", async () => {
    const id = `e2e-shell-${Date.now()}`;
    const name = `Shell Test Gauge ${Date.now()}`;
    await testDb().collection("Products").doc(id).set({ product_name: name, order: 999 });
    try {
      await withPage({}, async (page) => {
        const entry = panel(page).locator(`a[href="/products/${id}"]`);
        // Listed once the page is rendered again (the footer lists every product; the panel is drawn
        // only when it opens).
        await eventually(
          page,
          "/home",
          async () => (await page.locator(`footer a[href="/products/${id}"]`).count()) === 1,
        );

        // The delay is measured from a pointer arriving on a hydrated page (one that arrives earlier
        // opens the list once it moves): wait for the browser's first quiet moment after the load.
        await page.waitForFunction(() => document.readyState === "complete");
        await page.evaluate(
          () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })),
        );
        // Timed inside the page: from the pointer's first event on the entry to the first frame that
        // shows the list. Times taken by the test itself would add each browser round trip.
        await page.evaluate(() => {
          const times: HoverTimes = {};
          (window as unknown as { hoverTimes: HoverTimes }).hoverTimes = times;
          const entry = document.querySelector(
            "nav[aria-label='Main'] a[href='/products']",
          )!.parentElement!;
          for (const type of ["pointerover", "pointermove"])
            entry.addEventListener(type, (e) => void (times.entered ??= e.timeStamp));
          const watch = () => {
            if (
              times.entered !== undefined &&
              document.querySelector("[data-testid='products-panel']")?.checkVisibility()
            )
              times.shown = performance.now();
            else requestAnimationFrame(watch);
          };
          requestAnimationFrame(watch);
        });
        const box = (await productsLink(page).boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        const times = await page.waitForFunction(
          () => {
            const { entered, shown } = (window as unknown as { hoverTimes: HoverTimes }).hoverTimes;
            return shown !== undefined && entered !== undefined && { entered, shown };
          },
          undefined,
          { timeout: 3_000 },
        );
        const { entered, shown } = (await times.jsonValue()) as { entered: number; shown: number };
        // Not before the delay (a timer may fire a millisecond early against the event's own clock), and
        // soon after it.
        expect(shown - entered).toBeGreaterThanOrEqual(DROPDOWN_HOVER_DELAY_MS - 5);
        expect(shown - entered).toBeLessThanOrEqual(500);

        expect(await entry.textContent()).toBe(name);
        // Moving down into the panel keeps it open: still open well after a leave would have closed it.
        const entryBox = (await entry.boundingBox())!;
        await page.mouse.move(entryBox.x + 20, entryBox.y + entryBox.height / 2, { steps: 8 });
        await page.waitForTimeout(DROPDOWN_CLOSE_DELAY_MS * 3);
        expect(await panel(page).isVisible()).toBe(true);

        await entry.click();
        await page.waitForURL((url) => url.pathname === `/products/${id}`);
      });
    } finally {
      await testDb().collection("Products").doc(id).delete();
      // Every page the pointer may have fetched while the product was listed (the menu's entries).
      const products = (await testDb().collection("Products").get()).docs.map(
        (doc) => `/products/${doc.id}`,
      );
      await untilGone(["/home", "/products", ...products], id);
    }
  });

  test("closes after the pointer leaves", async () => {
    await withPage({}, async (page) => {
      await page.goto(siteUrl("/home"));
      await productsLink(page).hover();
      await panel(page).waitFor({ state: "visible", timeout: 2000 });
      await page.mouse.move(5, 400);
      await panel(page).waitFor({ state: "hidden", timeout: 2000 });
    });
  });

  test("opens from the keyboard and closes on Escape", async () => {
    await withPage({}, async (page) => {
      await page.goto(siteUrl("/home"));
      const button = page.getByRole("button", { name: "Show all products" });
      await button.focus();
      await page.keyboard.press("Enter");
      await panel(page).waitFor({ state: "visible", timeout: 2000 });
      expect(await button.getAttribute("aria-expanded")).toBe("true");
      await page.keyboard.press("Escape");
      await panel(page).waitFor({ state: "hidden", timeout: 2000 });
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });

  test("opens by tap on a touch screen and closes on a tap elsewhere", async () => {
    await withPage({ viewport: { width: 1280, height: 800 }, hasTouch: true }, async (page) => {
      await page.goto(siteUrl("/home"));
      await page.getByRole("button", { name: "Show all products" }).tap();
      await panel(page).waitFor({ state: "visible", timeout: 2000 });
      await page.touchscreen.tap(1200, 700);
      await panel(page).waitFor({ state: "hidden", timeout: 2000 });
    });
  });
});

test("at 390 px the links are hidden until Menu is pressed; choosing one navigates and closes the menu", async () => {
  await withPage(
    { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    async (page) => {
      await page.goto(siteUrl("/home"));
      // The phone number stays in the bar at this width; every page link waits behind the menu button.
      const headerLinks = page.locator("header a:not([href='/']):not([href^='tel:'])");
      expect(await headerLinks.count()).toBeGreaterThanOrEqual(mainNav.length);
      for (const link of await headerLinks.all()) expect(await link.isVisible()).toBe(false);

      const button = page
        .locator("header")
        .getByRole("button", { name: /^(Menu|Open navigation)$/ });
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      await button.click();
      expect(await button.getAttribute("aria-expanded")).toBe("true");
      const about = page.locator("header").getByRole("link", { name: "About Us", exact: true });
      await about.waitFor({ state: "visible" });
      for (const item of mainNav) {
        expect(
          await page
            .locator("header")
            .getByRole("link", { name: item.label, exact: true })
            .isVisible(),
        ).toBe(true);
      }

      await about.click();
      await page.waitForURL((url) => url.pathname === "/about-us");
      await about.waitFor({ state: "hidden" });
      expect(
        await page
          .locator("header")
          .getByRole("button", { name: /^(Menu|Open navigation)$/ })
          .getAttribute("aria-expanded"),
      ).toBe("false");
    },
  );
});

test("at 390 px, Escape closes the menu with the focus back on its button, and Tab past its last link closes it too", async () => {
  await withPage({ viewport: { width: 390, height: 844 } }, async (page) => {
    await page.goto(siteUrl("/home"));
    const button = page.locator("header").getByRole("button", { name: /^(Menu|Open navigation)$/ });
    const expanded = (value: boolean) =>
      button.and(page.locator(`[aria-expanded="${value}"]`)).waitFor({ timeout: 5000 });
    await button.focus();
    await page.keyboard.press("Enter");
    await expanded(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expanded(false);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press("Enter");
    await expanded(true);
    const menu = page.locator("header").getByRole("navigation", { name: "Main navigation" });
    const links = await menu.getByRole("link").count();
    for (let i = 0; i < links; i++) await page.keyboard.press("Tab");
    expect(await menu.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Tab");
    await expanded(false);
    expect(await menu.count()).toBe(0);
  });
});

test("a page view fetches no other page, also while a link is hovered; a click loads the page", async () => {
  await withPage({}, async (page) => {
    // Requests for another page's server components (what Next's links fetch ahead): links are plain
    // anchors, so a page fetches nothing it was not asked for.
    const pageFetches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has("_rsc") || request.headers()["rsc"] === "1")
        pageFetches.push(url.pathname);
    });
    await page.goto(siteUrl("/home"));
    await page.waitForFunction(() => document.readyState === "complete");
    const about = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About Us", exact: true });
    await about.hover();
    // Every link of the page is in view at once at this size, and Next would fetch ahead in the first
    // idle moments: a second and a half after load is well past them.
    await page.waitForTimeout(1_500);
    expect(pageFetches).toEqual([]);
    await about.click();
    await page.waitForURL((url) => url.pathname === "/about-us");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(pageFetches).toEqual([]);
  });
});

test("a new page opens at the top and going back restores the scroll position", async () => {
  await withPage({ viewport: { width: 390, height: 600 } }, async (page) => {
    await page.goto(siteUrl("/home"));
    const target = await page.evaluate(() =>
      Math.min(700, document.documentElement.scrollHeight - window.innerHeight),
    );
    expect(target).toBeGreaterThan(200);
    await page.evaluate((y) => window.scrollTo(0, y), target);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, target);

    // A plain DOM click, so the test does not scroll the link into view first.
    await page.locator("footer a[href='/about-us']").evaluate((a: HTMLAnchorElement) => a.click());
    await page.waitForURL((url) => url.pathname === "/about-us");
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });

    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/home");
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, target, { timeout: 5000 });
    // The fixed header is still in place over the restored position.
    expect((await page.getByRole("banner").boundingBox())?.y).toBe(0);
  });
});

test.each([320, 360, 390, 414, 430])(
  "at %i px the header's logo, call icon and Menu button (with the inquiry count on it) all fit on the screen",
  async (width) => {
    await withPage(
      { viewport: { width, height: 700 }, isMobile: true, hasTouch: true },
      async (page) => {
        await page.goto(siteUrl("/products/form-tools"));
        await page
          .getByRole("main")
          .getByRole("button", { name: "Add to inquiry" })
          .first()
          .click();
        const menu = page.getByRole("banner").getByRole("button", { name: /^Menu/ });
        await menu.filter({ hasText: "1" }).waitFor();
        const outside = await page.getByRole("banner").evaluate(
          (header) =>
            [...header.querySelectorAll("*")]
              .filter(
                (el) =>
                  el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden",
              )
              .map((el) => el.getBoundingClientRect())
              .filter(
                (box) => box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5),
              ).length,
        );
        expect(outside).toBe(0);
        // 60 px high wherever it fits beside the button; only on the narrowest screens it gives way.
        const logo = (await page.getByRole("banner").locator("a[href='/'] img").boundingBox())!;
        if (width >= 360) expect(logo.height).toBe(60);
      },
    );
  },
);

test("printed, a product page has its header once at the top, its size table whole without the inquiry column, and dark text on what was the brand colour", async () => {
  // The width Chromium lays an A4 page out at.
  await withPage({ viewport: { width: 794, height: 1123 } }, async (page) => {
    await page.goto(siteUrl("/products/reamers"));
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("banner").evaluate((el) => getComputedStyle(el).position)).toBe(
      "static",
    );
    const table = page.getByRole("table");
    const last = table.locator("thead th").last();
    expect(await last.evaluate((el) => getComputedStyle(el).display)).toBe("none");
    // Every size column is in the printed width: none hides under another.
    const box = (await page.getByRole("region", { name: "Sizes" }).boundingBox())!;
    const shown = await table
      .locator("thead th:visible")
      .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().right));
    for (const right of shown) expect(right).toBeLessThanOrEqual(box.x + box.width + 0.5);
    expect(await page.locator("h1").evaluate((el) => getComputedStyle(el).color)).toBe(
      "rgb(0, 0, 0)",
    );
    expect(await page.getByRole("button", { name: /^Menu/ }).isVisible()).toBe(false);
  });
});

test("with the text twice as large, a service card on a tablet stacks its picture above the text instead of squeezing the text beside it", async () => {
  await withPage({ viewport: { width: 768, height: 1024 } }, async (page) => {
    await page.goto(siteUrl("/technology"));
    const card = page.getByRole("main").locator("li.group").first();
    const besides = () =>
      card.evaluate(
        (li) =>
          li.querySelector("h3")!.getBoundingClientRect().left - li.getBoundingClientRect().left,
      );
    // At the usual size the picture is beside the text.
    expect(await besides()).toBeGreaterThan(100);
    await page.addStyleTag({ content: "html { font-size: 200% }" });
    expect(await besides()).toBeLessThan(100);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(768);
  });
});

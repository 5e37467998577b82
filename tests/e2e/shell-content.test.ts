// The shell following the owners' settings in the database: theme colour, social links, copyright and
// the site switch. Each test changes one shared settings document and puts it back afterwards.
import type { Page } from "playwright-core";
import { eventually, siteUrl } from "./support/browser";
import { useWithPage, withDocument } from "./support/shell";

jest.setTimeout(150_000);

const withPage = useWithPage();

const footer = (page: Page) => page.locator("footer");
const footerStyle = (page: Page) =>
  footer(page).evaluate((el) => ({
    background: getComputedStyle(el).backgroundColor,
    color: getComputedStyle(el).color,
  }));
const DEFAULT_BACKGROUND = "rgb(31, 78, 121)";

test("the footer's background is the colour written to `color`, with text that reads on it", async () => {
  await withPage({}, async (page) => {
    await withDocument("color/theme", { code: "rgb(139, 26, 26)" }, async () => {
      await eventually(
        page,
        "/home",
        async () => (await footerStyle(page)).background === "rgb(139, 26, 26)",
      );
      expect((await footerStyle(page)).color).toBe("rgb(255, 255, 255)");
    });
    await withDocument("color/theme", { code: "gold" }, async () => {
      await eventually(
        page,
        "/home",
        async () => (await footerStyle(page)).background === "rgb(255, 215, 0)",
      );
      expect((await footerStyle(page)).color).toBe("rgb(0, 0, 0)");
    });
  });
});

test("a CSS-injection colour is refused and the default colour is used", async () => {
  await withPage({}, async (page) => {
    // First a distinct valid colour, so the fallback to the default is visibly a change.
    await withDocument("color/theme", { code: "#0b6e4f" }, async () => {
      await eventually(
        page,
        "/home",
        async () => (await footerStyle(page)).background === "rgb(11, 110, 79)",
      );
      const evil = "red; background-image: url(https://evil.example/x.png)";
      await withDocument("color/theme", { code: evil }, async () => {
        await eventually(
          page,
          "/home",
          async () => (await footerStyle(page)).background === DEFAULT_BACKGROUND,
        );
        const html = await (await fetch(siteUrl("/home"))).text();
        expect(html).not.toContain("evil.example");
        expect(await page.locator("html").getAttribute("style")).not.toMatch(
          /background-image|evil|red/,
        );
        expect(await footer(page).evaluate((el) => getComputedStyle(el).backgroundImage)).toBe(
          "none",
        );
      });
    });
  });
});

test("social links equal those in `social_media`, open in a new tab, and a missing one is not shown", async () => {
  const stamp = Date.now();
  const links = {
    facebook: `https://www.facebook.com/shell-${stamp}`,
    youtube: `https://www.youtube.com/@shell-${stamp}`,
  };
  await withPage({}, async (page) => {
    await withDocument("social_media/links", links, async () => {
      const social = footer(page).locator("a[target='_blank'][data-network]");
      await eventually(
        page,
        "/home",
        async () => (await footer(page).locator(`a[href="${links.facebook}"]`).count()) === 1,
      );
      expect(await social.evaluateAll((els) => els.map((a) => a.getAttribute("href")))).toEqual([
        links.facebook,
        links.youtube,
      ]);
      for (const [network, href] of Object.entries(links)) {
        const a = footer(page).getByRole("link", { name: new RegExp(network, "i") });
        expect(await a.getAttribute("href")).toBe(href);
        expect(await a.getAttribute("target")).toBe("_blank");
        expect(await a.getAttribute("rel")).toBe("noopener noreferrer");
      }
      expect(
        await footer(page)
          .getByRole("link", { name: /instagram/i })
          .count(),
      ).toBe(0);

      // A click opens the network in a new tab (the address is not reachable here; the tab is what counts).
      const [popup] = await Promise.all([
        page.context().waitForEvent("page"),
        footer(page)
          .getByRole("link", { name: /facebook/i })
          .click(),
      ]);
      expect(popup).toBeTruthy();
      await popup.close();
    });
  });
});

test("a javascript: social link is refused", async () => {
  const stamp = Date.now();
  const links = {
    facebook: "javascript:alert(document.cookie)",
    instagram: `https://www.instagram.com/shell-${stamp}`,
    youtube: " JavaScript:alert(1)",
  };
  await withPage({}, async (page) => {
    await withDocument("social_media/links", links, async () => {
      await eventually(
        page,
        "/home",
        async () => (await footer(page).locator(`a[href="${links.instagram}"]`).count()) === 1,
      );
      expect(await page.locator("a[href^='javascript:' i], a[href*='alert(']").count()).toBe(0);
      expect(await footer(page).locator("a[data-network]").count()).toBe(1);
    });
  });
});

test("the copyright line runs from 2023 to this year in India with the company name, and the credit links to the site builder", async () => {
  await withPage({}, async (page) => {
    await page.goto(siteUrl("/home"));
    const year = new Date(Date.now() + 330 * 60_000).getUTCFullYear();
    expect(await page.getByTestId("copyright").textContent()).toMatch(
      new RegExp(`© 2023–${year} Precitech Tools & Grinding`),
    );
    const credit = footer(page).getByRole("link", { name: "Valsad Web Works" });
    expect(await credit.getAttribute("href")).toMatch(/^https:\/\//);
    const quick = footer(page).getByRole("navigation", { name: "Quick Links" });
    expect(await quick.getByRole("link").allTextContents()).toEqual([
      "Home",
      "About Us",
      "Products",
      "Technology",
      "Quality Control",
      "Clients",
      "Contact Us",
    ]);
    expect(
      await footer(page)
        .getByRole("navigation", { name: "Products" })
        .locator("a[href='/products/carbide-step-drill']")
        .count(),
    ).toBe(1);
  });
});

test("online: false shows the Oops page with no header or footer on every route; online: true brings the site back", async () => {
  await withPage({}, async (page) => {
    await withDocument("project/site", { online: false }, async () => {
      await eventually(
        page,
        "/home",
        async () => (await page.locator("h1").first().textContent()) === "Oops",
      );
      expect(await page.getByText("The Page you're looking for isn't here.").isVisible()).toBe(
        true,
      );
      expect(await page.locator("header").count()).toBe(0);
      expect(await page.locator("footer").count()).toBe(0);
      for (const path of ["/about-us", "/products/carbide-step-drill", "/contact-us"]) {
        await eventually(
          page,
          path,
          async () => (await page.locator("h1").first().textContent()) === "Oops",
        );
        expect(await page.locator("header, footer").count()).toBe(0);
      }
      // Search engines are told the outage is temporary.
      const res = await fetch(siteUrl("/home"));
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBeTruthy();
      const html = await res.text();
      expect(html).toContain("<title>Oops</title>");
      // The proxy's answer is the app's own Oops page, not a look-alike.
      await page.setContent(html);
      expect(await page.locator("h1").textContent()).toBe("Oops");
      expect(await page.getByText("The Page you're looking for isn't here.").isVisible()).toBe(
        true,
      );
    });
    await eventually(page, "/home", async () => (await page.locator("header").count()) === 1);
    expect(await page.locator("footer").count()).toBe(1);
    expect(await page.getByText("The Page you're looking for isn't here.").count()).toBe(0);
  });
});

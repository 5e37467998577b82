// Live updates in an open tab of the production build: a change written with firebase-admin shows
// within 2 seconds, without a navigation or a reload. Each test first waits until the tab's listeners
// have their first snapshot (the site raises a "live-content" event per applied snapshot), so a test
// cannot pass on a page that was rendered after its write, and puts back what it changed.
import type { Page } from "playwright-core";
import { openLive, type LiveWindow } from "./support/live";
import { testDb } from "./support/database";
import { escapeHtml, fetchPage } from "./support/html";
import { useWithPage } from "./support/shell";

jest.setTimeout(120_000);

const withPage = useWithPage();

/** How long a change may take to show in an open tab. */
const LIVE_WITHIN_MS = 2_000;

async function expectSameDocument(page: Page, path: string): Promise<void> {
  expect(await page.evaluate(() => (window as LiveWindow).__sameDocument)).toBe(true);
  expect(new URL(page.url()).pathname).toBe(path);
}

/** Runs `body` after changing a document with `change`, then writes the document back as it was. */
async function changed(
  path: string,
  change: (ref: FirebaseFirestore.DocumentReference) => Promise<unknown>,
  body: () => Promise<void>,
) {
  const ref = testDb().doc(path);
  const before = (await ref.get()).data();
  try {
    await change(ref);
    await body();
  } finally {
    await ref.delete();
    if (before) await ref.set(before);
  }
}

test("a page sends its live parts' records, not their drawing again, nor what they do not draw", async () => {
  // /home draws featured products' cards (name, summary) from the product list; the tab follows the
  // whole list, but the page never sends it: a description shows on the product's own page only.
  const featured = (
    await testDb().collection("Products").where("featured", "==", true).get()
  ).docs.map((d) => d.data());
  expect(featured.length).toBeGreaterThan(0);
  const { html } = await fetchPage("/home");
  for (const product of featured.slice(0, 3)) {
    expect(html).toContain(escapeHtml(String(product.summary).slice(0, 30)));
    expect(html).not.toContain(String(product.description).slice(0, 30));
  }
  // A card's title class is in the page once per card drawn: the payload does not repeat the drawing.
  const drawn = html.match(/class="[^"]*\bcard-title\b/g) ?? [];
  expect(drawn.length).toBeGreaterThan(3);
  expect(html.split("card-title").length - 1).toBe(drawn.length);
});

test("(a) a new headline on /home shows in the open tab", async () => {
  await withPage({}, async (page) => {
    await openLive(page, "/home", ["home"]);
    await changed(
      "home/main",
      (ref) => ref.update({ title: "Live headline from the owners" }),
      async () => {
        await page
          .getByRole("heading", { level: 1, name: "Live headline from the owners" })
          .waitFor({ timeout: LIVE_WITHIN_MS });
        await expectSameDocument(page, "/home");
      },
    );
  });
});

test("(b) a new theme colour changes the CSS variables and the footer in the open tab", async () => {
  await withPage({}, async (page) => {
    await openLive(page, "/home", ["color"]);
    const footerBackground = () =>
      page.locator("footer").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await footerBackground()).not.toBe("rgb(139, 26, 26)");
    await changed(
      "color/theme",
      (ref) => ref.update({ code: "rgb(139, 26, 26)" }),
      async () => {
        await page.waitForFunction(
          () => document.documentElement.style.getPropertyValue("--brand") === "rgb(139, 26, 26)",
          undefined,
          { timeout: LIVE_WITHIN_MS },
        );
        expect(await footerBackground()).toBe("rgb(139, 26, 26)");
        await expectSameDocument(page, "/home");
      },
    );
  });
});

test("(c) a new product appears in the header's open dropdown and the footer of the open tab", async () => {
  await withPage({}, async (page) => {
    await openLive(page, "/about-us", ["Products"]);
    await page.getByRole("button", { name: "Show all products" }).click();
    const panel = page.getByTestId("products-panel");
    await panel.waitFor();
    await changed(
      "Products/live-test-drill",
      (ref) => ref.set({ product_name: "Live Test Drill", order: 99 }),
      async () => {
        await panel
          .getByRole("link", { name: "Live Test Drill" })
          .waitFor({ timeout: LIVE_WITHIN_MS });
        const footerLink = page.locator("footer").getByRole("link", { name: "Live Test Drill" });
        await footerLink.waitFor({ timeout: LIVE_WITHIN_MS });
        expect(await footerLink.getAttribute("href")).toBe("/products/live-test-drill");
        await expectSameDocument(page, "/about-us");
      },
    );
  });
});

test("(d) a product page follows an edit and says when the product is deleted", async () => {
  await withPage({}, async (page) => {
    await openLive(page, "/products/form-tools", ["Products"]);
    await changed(
      "Products/form-tools",
      (ref) =>
        ref.update({
          product_name: "Form Tools (live edit)",
          summary: "Edited while the page was open",
        }),
      async () => {
        await page
          .getByRole("heading", { level: 1, name: "Form Tools (live edit)" })
          .waitFor({ timeout: LIVE_WITHIN_MS });
        await page
          .getByText("Edited while the page was open")
          .first()
          .waitFor({ timeout: LIVE_WITHIN_MS });
        await testDb().doc("Products/form-tools").delete();
        await page
          .getByText("This product is no longer listed.")
          .waitFor({ timeout: LIVE_WITHIN_MS });
        expect(
          await page.getByRole("link", { name: "See all products" }).getAttribute("href"),
        ).toBe("/products");
        await expectSameDocument(page, "/products/form-tools");
      },
    );
  });
});

test("a keyboard user's focus stays on the same link when the part around it is first drawn again in the tab", async () => {
  await withPage({}, async (page) => {
    await openLive(page, "/products", ["Products"]);
    const card = page
      .getByRole("main")
      .getByRole("link", { name: "Precision Reamers", exact: true });
    await card.focus();
    await changed(
      "Products/form-tools",
      (ref) => ref.update({ summary: "A summary edited while a visitor tabs through" }),
      async () => {
        await page
          .getByText("A summary edited while a visitor tabs through")
          .waitFor({ timeout: LIVE_WITHIN_MS });
        // The server's card is gone; its counterpart in the redrawn catalogue has the focus.
        expect(
          await page.evaluate(() => [
            document.activeElement?.tagName,
            document.activeElement?.getAttribute("href"),
            document.activeElement?.closest("main") !== null,
          ]),
        ).toEqual(["A", "/products/reamers", true]);
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
          "Add to inquiry: Precision Reamers",
        );
      },
    );
  });
});

test("(e) a new team member appears on /about-us in the open tab", async () => {
  await withPage({}, async (page) => {
    await openLive(page, "/about-us", ["our_teams"]);
    await changed(
      "our_teams/live-test-member",
      (ref) => ref.set({ name: "Asha Live", role: "Live test engineer", order: 99 }),
      async () => {
        const team = page.locator("#team");
        await team.getByRole("heading", { name: "Asha Live" }).waitFor({ timeout: LIVE_WITHIN_MS });
        await team.getByText("Live test engineer").waitFor({ timeout: LIVE_WITHIN_MS });
        await expectSameDocument(page, "/about-us");
      },
    );
  });
});

test("(f) switching the site off shows Oops in the open tab, and switching it on brings the page back", async () => {
  await withPage({}, async (page) => {
    await openLive(page, "/clients", ["project"]);
    const oops = page.getByRole("heading", { level: 1, name: "Oops" });
    const header = page.getByRole("heading", { level: 1, name: "Clients" });
    await changed(
      "project/site",
      (ref) => ref.update({ online: false }),
      async () => {
        await oops.waitFor({ timeout: LIVE_WITHIN_MS });
        expect(await header.isVisible()).toBe(false);
        expect(await page.locator("footer").isVisible()).toBe(false);
        await testDb().doc("project/site").update({ online: true });
        await header.waitFor({ timeout: LIVE_WITHIN_MS });
        expect(await oops.count()).toBe(0);
        await expectSameDocument(page, "/clients");
      },
    );
  });
});

test("(g) an edit of the privacy notice, and of the company's e-mail it names, shows on /privacy in the open tab", async () => {
  await withPage({}, async (page) => {
    await openLive(page, "/privacy", ["privacy", "company"]);
    const edit = {
      title: "Privacy notice (live edit)",
      sections: [
        { heading: "Edited while the page was open", text: "Only what you send us is kept." },
      ],
    };
    await changed(
      "privacy/main",
      (ref) => ref.update(edit),
      async () => {
        await page
          .getByRole("heading", { level: 1, name: edit.title })
          .waitFor({ timeout: LIVE_WITHIN_MS });
        await page
          .getByRole("heading", { level: 2, name: edit.sections[0].heading })
          .waitFor({ timeout: LIVE_WITHIN_MS });
        await page.getByText(edit.sections[0].text).waitFor({ timeout: LIVE_WITHIN_MS });
      },
    );
    const contact = page.getByRole("region", { name: "Contact" });
    await changed(
      "company/main",
      (ref) => ref.update({ email: "privacy-live@example.in" }),
      async () => {
        await contact
          .getByRole("link", { name: "privacy-live@example.in" })
          .waitFor({ timeout: LIVE_WITHIN_MS });
        expect(
          await contact.getByRole("link", { name: "privacy-live@example.in" }).getAttribute("href"),
        ).toBe("mailto:privacy-live@example.in");
      },
    );
    await expectSameDocument(page, "/privacy");
  });
});

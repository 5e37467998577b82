// The catalogue in the production build, with 15 products across 3 categories in place of the demo ones:
// /products groups them with a jump list and offers a filter and a search that work without JavaScript
// (a category shows only its products; a specification value finds its product), the header's menu
// groups them, a product with five sizes shows a five-row table with the labelled columns, axe finds
// nothing serious on /products and the product page at 390 and 1280 px, and neither scrolls sideways at
// 390 px, where the size table of six columns scrolls whole in its own box with a line that says so.
// The demo products are put back afterwards.
import type { Locator, Page } from "playwright-core";
import { seriousViolations } from "./support/axe";
import { eventually, siteUrl } from "./support/browser";
import { testDb } from "./support/database";
import { fetchPage, jsonLdBlocks, untilGone } from "./support/html";
import { useWithPage } from "./support/shell";

jest.setTimeout(180_000);

const withPage = useWithPage();

const CATEGORIES = ["Reamers", "Form tools", "Special drills"];
const stamp = Date.now();
// The specification value only one product has, and the product with the size table.
const RARE_SPEC = `Shank ${stamp % 1000}.5 mm`;
const SIZED = "cat-05";
const COLUMNS = [
  { key: "code", label: "Code" },
  { key: "diameter_mm", label: "Ø mm" },
  { key: "flute_length_mm", label: "Flute length mm" },
  { key: "overall_length_mm", label: "Overall length mm" },
  { key: "shank_mm", label: "Shank mm" },
  { key: "tolerance", label: "Tolerance" },
];
const VARIANTS = [3, 4, 5, 6, 8].map((d) => ({
  code: `PR-H7-E2E-0${d}`,
  diameter_mm: d,
  flute_length_mm: d * 4,
  overall_length_mm: 60 + d * 5,
  shank_mm: d,
  tolerance: "H7 (+0.012/0)",
}));

const products = Array.from({ length: 15 }, (_, i) => {
  const n = String(i + 1).padStart(2, "0");
  return [
    `cat-${n}`,
    {
      product_name: `Catalogue tool ${n}`,
      summary: `Test tool number ${n}.`,
      category: CATEGORIES[i % 3],
      specifications: [{ label: "Material", value: i === 7 ? RARE_SPEC : "HSS" }],
      ...(`cat-${n}` === SIZED && { columns: COLUMNS, variants: VARIANTS, price: 1250 }),
      order: i + 1,
    },
  ] as const;
});

let saved: [string, FirebaseFirestore.DocumentData][] = [];

beforeAll(async () => {
  const all = await testDb().collection("Products").get();
  saved = all.docs.map((d) => [d.id, d.data()]);
  const batch = testDb().batch();
  for (const d of all.docs) batch.delete(d.ref);
  for (const [id, data] of products) batch.set(testDb().collection("Products").doc(id), data);
  await batch.commit();
});

afterAll(async () => {
  const batch = testDb().batch();
  for (const [id] of products) batch.delete(testDb().collection("Products").doc(id));
  for (const [id, data] of saved) batch.set(testDb().collection("Products").doc(id), data);
  await batch.commit();
  // Every page names the products in its header menu: the next test file sees the demo ones.
  await untilGone(
    [
      "/home",
      "/about-us",
      "/products",
      "/technology",
      "/quality-control",
      "/clients",
      "/career",
      "/contact-us",
    ],
    "Catalogue tool",
  );
});

const cardNames = (page: Page) => page.locator("main h3 a").allTextContents();

/** The page does not scroll sideways: nothing is wider than the window. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test("/products groups 15 products by category with a jump list and offers the filter and the search", async () => {
  await withPage({}, async (page) => {
    await eventually(page, "/products", async () => (await page.getByRole("search").count()) === 1);
    const jump = page.getByRole("navigation", { name: "Product categories" });
    expect(await jump.getByRole("link").allTextContents()).toEqual(
      CATEGORIES.map((c) => `${c} (5)`),
    );
    expect(await page.locator("main h2").allTextContents()).toEqual(
      expect.arrayContaining(CATEGORIES),
    );
    expect(await cardNames(page)).toHaveLength(15);
  });
});

test("without JavaScript, ?category= shows only that category's products, and the search form finds a product by a specification value", async () => {
  await withPage({ javaScriptEnabled: false }, async (page) => {
    // Rendered for each request from the cached product list, which an edit marks stale: the first
    // render after it may still use the last list while the new one is read.
    await eventually(
      page,
      "/products?category=form-tools",
      async (answer) => answer?.status() === 200 && (await cardNames(page)).length === 5,
    );
    expect(new URL(page.url()).search).toBe("?category=form-tools");
    expect(await cardNames(page)).toEqual([
      "Catalogue tool 02",
      "Catalogue tool 05",
      "Catalogue tool 08",
      "Catalogue tool 11",
      "Catalogue tool 14",
    ]);

    // The form, as a visitor without scripts uses it: all categories, the specification value, submit.
    await page.getByRole("combobox", { name: "Category" }).selectOption("");
    await page.getByRole("searchbox").fill(RARE_SPEC);
    await Promise.all([
      page.waitForURL(/q=/),
      page.getByRole("button", { name: "Show products" }).click(),
    ]);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/products");
    expect(url.searchParams.get("q")).toBe(RARE_SPEC);
    expect(await cardNames(page)).toEqual(["Catalogue tool 08"]);
  });
  // The address is shareable: the same answer for anyone who opens it.
  const { status, html } = await fetchPage(
    `/products?category=reamers&q=${encodeURIComponent("catalogue tool")}`,
  );
  expect(status).toBe(200);
  // The menus list every product; the page's own part is <main>.
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  expect(main).toContain("Catalogue tool 01");
  expect(main).not.toContain("Catalogue tool 02");
});

test("a category's page is indexed under its own address and description; one that is not a category is the catalogue's, not indexed", async () => {
  const meta = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
  const real = await fetchPage("/products?category=reamers");
  expect(real.status).toBe(200);
  expect(meta(real.html, /<link rel="canonical" href="([^"]+)"/)).toMatch(
    /\/products\?category=reamers$/,
  );
  expect(meta(real.html, /<meta name="description" content="([^"]+)"/)).toMatch(
    /^Reamers made to drawing in GIDC Gundlav, Valsad: Catalogue tool/,
  );
  expect(real.html).not.toMatch(/<meta name="robots" content="noindex/);
  const wrong = await fetchPage("/products?category=no-such-category");
  expect(wrong.status).toBe(200);
  expect(meta(wrong.html, /<link rel="canonical" href="([^"]+)"/)).toMatch(/\/products$/);
  expect(wrong.html).toMatch(/<meta name="robots" content="noindex, follow"/);
});

test("the header's products menu groups the products by category", async () => {
  await withPage({}, async (page) => {
    // The footer lists every product from the first render; the menu's panel is drawn when it opens.
    await eventually(
      page,
      "/home",
      async () =>
        (await page.locator("footer").textContent())?.includes("Catalogue tool 01") ?? false,
    );
    await page.getByRole("button", { name: "Show all products" }).click();
    const panel = page.getByTestId("products-panel");
    await panel.waitFor();
    const groups = await panel.evaluate((el) =>
      [...el.querySelectorAll("ul > li:has(> p)")].map((li) => [
        li.querySelector("p")?.textContent,
        [...li.querySelectorAll("a")].map((a) => a.textContent),
      ]),
    );
    expect(groups).toEqual(
      CATEGORIES.map((category, c) => [
        category,
        products.filter((_, i) => i % 3 === c).map(([, p]) => p.product_name),
      ]),
    );
  });
});

test("a product with five sizes shows a five-row table with the labelled columns, each row with its own Add to inquiry, and its typed price, which only a priced product offers to search engines", async () => {
  await withPage({}, async (page) => {
    await page.goto(siteUrl(`/products/${SIZED}`));
    const table = page.getByRole("table", { name: /^Sizes of/ });
    // The last column holds each row's "Add to inquiry" (its header is for screen readers).
    expect(await table.getByRole("columnheader").allTextContents()).toEqual([
      ...COLUMNS.map((c) => c.label),
      "Inquiry",
    ]);
    expect(await table.locator("tbody tr").count()).toBe(5);
    expect(await table.getByRole("rowheader").allTextContents()).toEqual(
      VARIANTS.map((v) => v.code),
    );
    expect(await table.locator("tbody tr").nth(1).locator("td").allTextContents()).toEqual([
      "4",
      "16",
      "80",
      "4",
      "H7 (+0.012/0)",
      `Add to inquiry: size ${VARIANTS[1].code}`,
    ]);
    expect(await table.locator("tbody td:last-child").allTextContents()).toEqual(
      VARIANTS.map((v) => `Add to inquiry: size ${v.code}`),
    );
    await page.getByText("From Rs. 1,250").waitFor();
  });
  const productBlock = async (id: string) =>
    jsonLdBlocks((await fetchPage(`/products/${id}`)).html).find((n) => n["@type"] === "Product");
  expect(await productBlock(SIZED)).toMatchObject({
    name: "Catalogue tool 05",
    offers: { "@type": "Offer", price: 1250, priceCurrency: "INR" },
  });
  // Search engines refuse a product offered without a price.
  expect(await productBlock("cat-01")).toBeUndefined();
});

test("at 390 px the size table of six columns covers no header or code, keeps each code on one line, scrolls to every column in its own box and lets each row be added", async () => {
  await withPage({ viewport: { width: 390, height: 844 } }, async (page) => {
    await page.goto(siteUrl(`/products/${SIZED}`));
    const region = page.getByRole("region", { name: "Sizes" });
    const table = region.getByRole("table");
    const boxes = (locator: Locator) =>
      locator.evaluateAll((cells) =>
        cells.map((cell) => {
          const r = cell.getBoundingClientRect();
          return { left: r.left, right: r.right, height: r.height, text: cell.textContent };
        }),
      );
    const overlaps = (a: { left: number; right: number }, b: { left: number; right: number }) =>
      a.left < b.right - 1 && b.left < a.right - 1;
    for (const scroll of [0, 10_000]) {
      await region.evaluate((el, x) => el.scrollTo({ left: x }), scroll);
      const headers = await boxes(table.locator("thead th"));
      // No two header cells share any width: nothing pinned lies over another.
      for (const [i, a] of headers.entries())
        for (const b of headers.slice(i + 1))
          expect([a.text, b.text, overlaps(a, b)]).toEqual([a.text, b.text, false]);
    }
    // One line each: the code's text lies in boxes of one line.
    const lines = await table.getByRole("rowheader").evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return [cell.textContent, new Set([...range.getClientRects()].map((r) => r.top)).size];
      }),
    );
    expect(lines).toEqual(VARIANTS.map((v) => [v.code, 1]));
    // The last column can be scrolled into the box; the page itself never scrolls sideways.
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const [inside, last] = await Promise.all([
      region.evaluate((el) => el.getBoundingClientRect().right),
      table
        .locator("thead th")
        .nth(COLUMNS.length - 1)
        .evaluate((el) => el.getBoundingClientRect().right),
    ]);
    expect(last).toBeLessThanOrEqual(inside);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.getByText("Swipe the table sideways to see every column.").waitFor();
    const add = table.getByRole("button", { name: `Add to inquiry: size ${VARIANTS[4].code}` });
    await add.click();
    await table
      .getByRole("link", { name: `In your inquiry: send it (size ${VARIANTS[4].code})` })
      .waitFor();
    // What a phone shows of a row's action: its short words.
    const drawn = (cell: Locator) =>
      cell.evaluate((td) => {
        const texts = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
        let shown = "";
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          const box = node.parentElement!.getBoundingClientRect();
          // Drawn: not hidden, and not the 1 px box of text kept for screen readers.
          if (node.parentElement!.checkVisibility() && box.width > 1 && box.height > 1)
            shown += node.textContent;
        }
        return shown.trim();
      });
    const rows = table.locator("tbody tr");
    expect(await drawn(rows.nth(4).locator("td:last-child"))).toBe("In inquiry");
    expect(await drawn(rows.nth(1).locator("td:last-child"))).toBe("Add");
  });
});

test.each([
  ["/products", 1280],
  ["/products", 390],
  [`/products/${SIZED}`, 1280],
  [`/products/${SIZED}`, 390],
])(
  "%s at %i px: no serious or critical axe violation, and no sideways scroll",
  async (path, width) => {
    await withPage({ viewport: { width, height: 844 } }, async (page) => {
      const answer = await page.goto(siteUrl(path), { waitUntil: "load" });
      expect(answer?.status()).toBe(200);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      if (width === 390 && path !== "/products") {
        // The size table is wider than a phone: it scrolls in its own box, the page stays put.
        const box = page.getByRole("region", { name: "Sizes" });
        expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
        await box.evaluate((el) => el.scrollBy(200, 0));
        expect(await page.evaluate(() => window.scrollX)).toBe(0);
      }
    });
  },
);

test("on a tablet, a size's action reads with its spaces: Add to inquiry, then In your inquiry: send it", async () => {
  await withPage({ viewport: { width: 768, height: 1024 } }, async (page) => {
    await page.goto(siteUrl(`/products/${SIZED}`));
    const row = page.getByRole("row", { name: /PR-H7-E2E-04/ });
    const add = row.getByRole("button", { name: "Add to inquiry: size PR-H7-E2E-04" });
    // The rendered text's first line: the words as the eye reads them (the size follows for screen readers only).
    const shown = (el: Element) => (el as HTMLElement).innerText.split("\n")[0].trim();
    expect(await add.evaluate(shown)).toBe("Add to inquiry");
    await add.click();
    const listed = row.getByRole("link", { name: /In your inquiry: send it/ });
    expect(await listed.evaluate(shown)).toBe("In your inquiry: send it");
  });
});

// Text from the database that reaches JSON-LD cannot break out of its script element: a product name and
// a social link holding "</script >", "<!--" and U+2028 leave every JSON-LD block valid JSON with the
// stored text, inject no element and run nothing.
import { siteUrl, useBrowser } from "./support/browser";
import { testDb } from "./support/database";
import { fetchPage, jsonLdBlocks, type JsonLdNode } from "./support/html";
import { withDocument } from "./support/shell";

jest.setTimeout(180_000);

const newPage = useBrowser();

const HOSTILE = '</script ><img src=x onerror="window.__injected=1"><!-- \u2028 \u2029 & done';
const name = `Probe Drill ${HOSTILE}`;
const link = `https://facebook.com/probe${HOSTILE}`;

test("a product name and a social link with </script >, <!-- and U+2028 stay inside valid JSON-LD", async () => {
  const id = `e2e-structured-${Date.now()}`;
  const product = testDb().collection("Products").doc(id);
  const social = (await testDb().collection("social_media").get()).docs.map((d) => d.id).sort()[0];
  const before = (await testDb().doc(`social_media/${social}`).get()).data() ?? {};
  // Priced: only a priced product has a Product block.
  await product.set({ product_name: name, summary: `Summary ${HOSTILE}`, price: 450, order: 98 });
  try {
    await withDocument(`social_media/${social}`, { ...before, facebook: link }, async () => {
      // Pages refresh from the database within seconds: wait until both changes are on the product page.
      let nodes: JsonLdNode[] = [];
      let html = "";
      const deadline = Date.now() + 60_000;
      for (;;) {
        const answer = await fetchPage(`/products/${id}`);
        html = answer.html;
        if (answer.status === 200) {
          nodes = jsonLdBlocks(html); // a block that is not valid JSON fails here
          const sameAs = nodes.find((n) => n["@type"] === "Organization")?.sameAs;
          if (
            nodes.some((n) => n["@type"] === "Product") &&
            Array.isArray(sameAs) &&
            sameAs.includes(new URL(link).href)
          )
            break;
        }
        if (Date.now() > deadline)
          throw new Error(`the product page did not show both changes:\n${html.slice(0, 500)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      // The page's one block is whole: it parses, with the stored text exactly.
      expect((html.match(/type="application\/ld\+json"/g) ?? []).length).toBe(1);
      expect(nodes.find((n) => n["@type"] === "Product")?.name).toBe(name);
      // The link is the parsed address: nothing of it can be read as markup.
      expect(new URL(link).href).not.toMatch(/[<>"\s]/);

      const page = await newPage();
      try {
        await page.goto(siteUrl(`/products/${id}`), { waitUntil: "load" });
        expect(await page.locator('img[src="x"]').count()).toBe(0);
        expect(
          await page.evaluate(() => (window as { __injected?: number }).__injected),
        ).toBeUndefined();
        const parsed = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) =>
            scripts.map(
              (s) => JSON.parse(s.textContent ?? "") as { "@type"?: string; name?: string }[],
            ),
          );
        expect(parsed.flat().length).toBe(nodes.length);
        expect(parsed.flat().find((n) => n["@type"] === "Product")?.name).toBe(name);
        await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(name);
      } finally {
        await page.context().close();
      }
    });
  } finally {
    await product.delete();
  }
});

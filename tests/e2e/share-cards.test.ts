// What a shared link shows: every page names a 1200×630 PNG card as og:image with a large Twitter card;
// a product's and a service's card are their own, and a product's card follows an edit of its name.
import { siteUrl } from "./support/browser";
import { testDb } from "./support/database";
import { fetchPage, untilGone } from "./support/html";

jest.setTimeout(180_000);

const PRODUCT = "form-tools";
const SERVICE = "cnc-tool-grinding";

function metaContent(
  html: string,
  attribute: "property" | "name",
  key: string,
): string | undefined {
  const tag = [...html.matchAll(/<meta\s[^>]*>/g)]
    .map((m) => m[0])
    .find((t) => t.includes(`${attribute}="${key}"`));
  return tag ? /content="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&") : undefined;
}

/** The page's og:image address, on the site under test (the canonical host may differ). */
async function cardOf(path: string): Promise<{ url: string; twitterCard: string | undefined }> {
  const { status, html } = await fetchPage(path);
  expect(status).toBe(200);
  const og = metaContent(html, "property", "og:image");
  expect(og).toBeTruthy();
  const url = new URL(og ?? "");
  return {
    url: siteUrl(`${url.pathname}${url.search}`),
    twitterCard: metaContent(html, "name", "twitter:card"),
  };
}

/** Fetches a card and reads its size from the PNG header (the IHDR chunk after the signature). */
async function fetchCard(
  url: string,
): Promise<{ status: number; type: string | null; width: number; height: number; bytes: Buffer }> {
  const res = await fetch(url);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    bytes,
  };
}

test.each([
  ["the home page (the company card)", "/home", "/opengraph-image"],
  ["a product page (its own card)", `/products/${PRODUCT}`, `/products/${PRODUCT}/opengraph-image`],
  [
    "a service page (its own card)",
    `/technology/${SERVICE}`,
    `/technology/${SERVICE}/opengraph-image`,
  ],
])("%s names a 1200×630 PNG as og:image with a large Twitter card", async (_, path, cardPath) => {
  const { url, twitterCard } = await cardOf(path);
  expect(new URL(url).pathname).toBe(cardPath);
  expect(twitterCard).toBe("summary_large_image");
  const card = await fetchCard(url);
  expect(card).toMatchObject({ status: 200, type: "image/png", width: 1200, height: 630 });
});

test("the product and service cards differ from the company card and from each other", async () => {
  const cards = await Promise.all(
    ["/home", `/products/${PRODUCT}`, `/technology/${SERVICE}`].map(
      async (p) => (await fetchCard((await cardOf(p)).url)).bytes,
    ),
  );
  expect(new Set(cards.map((b) => b.toString("base64"))).size).toBe(3);
});

test("a product's card changes when its name changes", async () => {
  const ref = testDb().collection("Products").doc(PRODUCT);
  const name = String((await ref.get()).get("product_name"));
  const renamed = `Renamed Form Tools ${Date.now()}`;
  const before = await cardOf(`/products/${PRODUCT}`);
  const beforeBytes = (await fetchCard(before.url)).bytes;
  try {
    await ref.update({ product_name: renamed });
    // The page and its card are refreshed from the database within seconds of the edit.
    const deadline = Date.now() + 45_000;
    let after = before;
    let afterBytes = beforeBytes;
    while ((after.url === before.url || afterBytes.equals(beforeBytes)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      after = await cardOf(`/products/${PRODUCT}`);
      afterBytes = (await fetchCard(after.url)).bytes;
    }
    // A new address, so networks that keep pictures by address fetch the new card, and a new picture.
    expect(after.url).not.toBe(before.url);
    expect(afterBytes.equals(beforeBytes)).toBe(false);
    expect(await fetchCard(after.url)).toMatchObject({ status: 200, width: 1200, height: 630 });
  } finally {
    await ref.update({ product_name: name });
    await untilGone([`/products/${PRODUCT}`], renamed);
  }
});

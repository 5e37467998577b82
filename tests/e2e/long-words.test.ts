// Words longer than a phone's screen, as owners may type them in the console (a part code, an address, a
// name without spaces): every text of every content document becomes one unbroken word, and each page
// shows it without growing wider than a 360 px screen. Everything is put back afterwards.
import type { DocumentData, DocumentReference } from "firebase-admin/firestore";
import { eventually } from "./support/browser";
import { testDb } from "./support/database";
import { untilGone } from "./support/html";
import { useWithPage } from "./support/shell";

jest.setTimeout(240_000);

const withPage = useWithPage();

const PHONE_WIDTH = 360;
/** Wider than a phone's screen in any of the site's text sizes, and within every text field's limit. */
const WORD = "W".repeat(40);
/** The collections of words to read (not the switch, the colour or the social links). */
const TEXTS = [
  "company",
  "home",
  "about_us",
  "privacy",
  "Products",
  "Services",
  "clients",
  "career_detail",
  "quality_control",
  "our_teams",
  "certifications",
];
/** Fields that are addresses, numbers, dates, choices or keys: checked for their format, never free text. */
const NOT_TEXT =
  /^(draft|order|online|featured|open|openings|founded|kind|key|image|logo|photo|file|website|email|phone|whatsapp|map_url|catalogue_url|datasheet_url|gstin|udyam|iec|valid_until|posted_on|updated)$/;

/** The document with each free text (in lists and maps too) replaced by the long word. */
function lengthened(value: unknown, key = ""): unknown {
  if (NOT_TEXT.test(key)) return value;
  if (typeof value === "string") return WORD;
  if (Array.isArray(value)) return value.map((entry) => lengthened(entry, key));
  if (value && typeof value === "object" && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, lengthened(v, k)]));
  }
  return value;
}

type Ids = { product: string; service: string };

/** Every page, each of which shows the company's facts in its footer. */
const routesOf = ({ product, service }: Ids) => [
  "/home",
  "/about-us",
  "/products",
  `/products/${product}`,
  "/technology",
  `/technology/${service}`,
  "/quality-control",
  "/clients",
  "/career",
  "/contact-us",
  "/privacy",
];

async function withLongWords(body: (ids: Ids) => Promise<void>): Promise<void> {
  const db = testDb();
  const kept: { ref: DocumentReference; data: DocumentData }[] = [];
  for (const name of TEXTS) {
    for (const doc of (await db.collection(name).get()).docs)
      kept.push({ ref: doc.ref, data: doc.data() });
  }
  const contentIds = (name: string) =>
    kept
      .filter((k) => k.ref.parent.id === name && !k.data.draft)
      .map((k) => k.ref.id)
      .sort();
  const product = contentIds("Products")[0];
  const service = contentIds("Services")[0];
  if (!product || !service) throw new Error("the test database has no product or service");
  // Delete first: the embedded emulator merges a set() into an existing document instead of replacing it.
  for (const { ref, data } of kept) {
    await ref.delete();
    await ref.set(lengthened(data) as DocumentData);
  }
  try {
    await body({ product, service });
  } finally {
    for (const { ref, data } of kept) {
      await ref.delete();
      await ref.set(data);
    }
    // Each page is answered stale once after the words are put back: spend that here, not in the next file.
    await untilGone(routesOf({ product, service }), WORD);
  }
}

test("every page shows words longer than a phone's screen without growing wider than it", async () => {
  await withPage({ viewport: { width: PHONE_WIDTH, height: 800 } }, async (page) => {
    await withLongWords(async (ids) => {
      const routes = routesOf(ids);
      const widths: Record<string, number> = {};
      for (const route of routes) {
        // The page and its footer show the owners' words (the company's facts are on every page).
        await eventually(
          page,
          route,
          async () =>
            (await page.locator("main").innerText()).includes(WORD) &&
            (await page.locator("footer").innerText()).includes(WORD),
        );
        widths[route] = await page.evaluate(() => document.documentElement.scrollWidth);
      }
      expect(widths).toEqual(Object.fromEntries(routes.map((route) => [route, PHONE_WIDTH])));
    });
  });
});

// What search engines read: each page's own title, description, canonical URL and Open Graph tags;
// the sitemap and robots.txt; JSON-LD on every page; and the basic checks a Lighthouse audit makes
// (lang on the document, one h1, alt on every image).
import { siteUrl, useBrowser } from "./support/browser";
import { testDb } from "./support/database";
import { fetchPage, jsonLdBlocks, typesOf } from "./support/html";

jest.setTimeout(180_000);

const ROUTES = [
  "/home",
  "/about-us",
  "/products",
  "/technology",
  "/quality-control",
  "/clients",
  "/career",
  "/contact-us",
  "/privacy",
];

const newPage = useBrowser();
let detailRoutes: string[];
beforeAll(async () => {
  const [products, services, openings] = await Promise.all([
    testDb().collection("Products").get(),
    testDb().collection("Services").get(),
    testDb().collection("career_detail").where("open", "==", true).get(),
  ]);
  detailRoutes = [
    `/products/${products.docs[0].id}`,
    `/technology/${services.docs[0].id}`,
    `/career/${openings.docs[0].id}`,
  ];
});

test("each page has its own title and description, a canonical URL and Open Graph tags", async () => {
  const page = await newPage();
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of [...ROUTES, ...detailRoutes]) {
    await page.goto(siteUrl(path));
    const title = await page.title();
    const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
    const description = await meta('meta[name="description"]');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(title.length).toBeGreaterThan(5);
    expect(description?.length).toBeGreaterThan(30);
    titles.add(title);
    descriptions.add(description ?? "");
    expect(new URL(canonical ?? "").pathname).toBe(path);
    await expect(meta('meta[property="og:title"]')).resolves.toBeTruthy();
    await expect(meta('meta[property="og:description"]')).resolves.toBe(description);
    expect(new URL((await meta('meta[property="og:url"]')) ?? "").pathname).toBe(path);
    await expect(meta('meta[property="og:site_name"]')).resolves.toBeTruthy();
  }
  expect(titles.size).toBe(ROUTES.length + detailRoutes.length);
  expect(descriptions.size).toBe(ROUTES.length + detailRoutes.length);
  await page.context().close();
});

test("a product page's title and description are the product's name and summary", async () => {
  const doc = (await testDb().collection("Products").get()).docs[0];
  const page = await newPage();
  await page.goto(siteUrl(`/products/${doc.id}`));
  expect(await page.title()).toContain(doc.get("product_name"));
  // The product's summary, followed by what the company does and where.
  const description =
    (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
  expect(description.startsWith(String(doc.get("summary")).replace(/\.$/, ""))).toBe(true);
  expect(description).toMatch(/grinding.*Gundlav.*Valsad/);
  await page.context().close();
});

test("/sitemap.xml lists every route, product, service and open opening with absolute URLs; /robots.txt allows crawling and names it", async () => {
  const [products, services, openings] = await Promise.all([
    testDb().collection("Products").get(),
    testDb().collection("Services").get(),
    testDb().collection("career_detail").where("open", "==", true).get(),
  ]);
  const sitemap = await fetchPage("/sitemap.xml");
  expect(sitemap.status).toBe(200);
  const locs = [...sitemap.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const loc of locs) expect(loc).toMatch(/^https?:\/\/[^/]+\//);
  const paths = locs.map((l) => new URL(l).pathname);
  expect(paths).toEqual(expect.arrayContaining(ROUTES));
  expect(paths).toEqual(expect.arrayContaining(products.docs.map((d) => `/products/${d.id}`)));
  expect(paths).toEqual(expect.arrayContaining(services.docs.map((d) => `/technology/${d.id}`)));
  expect(openings.size).toBeGreaterThan(0);
  expect(paths).toEqual(expect.arrayContaining(openings.docs.map((d) => `/career/${d.id}`)));

  const robots = await fetchPage("/robots.txt");
  expect(robots.status).toBe(200);
  expect(robots.html).toMatch(/User-Agent: \*\s+Allow: \//i);
  expect(robots.html).not.toMatch(/Disallow: \/\s*$/m);
  const named = robots.html.match(/^Sitemap: (\S+)$/m)?.[1];
  expect(named && new URL(named).pathname).toBe("/sitemap.xml");
});

describe("JSON-LD parses as JSON and has the expected types", () => {
  const organization = (types: string[]) => {
    expect(types).toEqual(expect.arrayContaining(["Organization", "LocalBusiness"]));
  };

  test("/home: Organization and LocalBusiness with the Valsad address, phone and social profiles", async () => {
    const nodes = jsonLdBlocks((await fetchPage("/home")).html);
    organization(typesOf(nodes));
    const business = nodes.find((n) => n["@type"] === "LocalBusiness") as {
      address: Record<string, string>;
      telephone: string;
      sameAs: string[];
    };
    expect(business.address).toMatchObject({
      addressLocality: "Valsad",
      addressRegion: "Gujarat",
      addressCountry: "IN",
    });
    expect(business.address.streetAddress).toContain("GIDC Gundlav");
    expect(business.telephone).toMatch(/^\+91/);
    const social = (await testDb().collection("social_media").get()).docs[0].data();
    expect(business.sameAs).toEqual(expect.arrayContaining(Object.values(social)));
    // One company: the business points at the organisation by its id, and the organisation has its logo.
    const org = nodes.find((n) => n["@type"] === "Organization") as { "@id": string; logo: string };
    expect(org["@id"]).toMatch(/^https?:\/\/[^/]+\/home#organization$/);
    expect(org.logo).toMatch(/^https?:\/\/[^/]+\/logo\.svg$/);
    expect(nodes.find((n) => n["@type"] === "LocalBusiness")).toMatchObject({
      parentOrganization: { "@id": org["@id"] },
    });
  });

  test("a product page: BreadcrumbList besides the organisation, and no Product without a price (search engines refuse one)", async () => {
    const doc = (await testDb().collection("Products").get()).docs.find((d) => !d.get("price"))!;
    const nodes = jsonLdBlocks((await fetchPage(`/products/${doc.id}`)).html);
    const types = typesOf(nodes);
    organization(types);
    expect(types).toContain("BreadcrumbList");
    expect(types).not.toContain("Product");
    const crumbs = nodes.find((n) => n["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string }[];
    };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
      "Home",
      "Products",
      doc.get("product_name"),
    ]);
  });

  test("/career: no JobPosting (each opening has its own page); an opening's page exactly one, for it", async () => {
    const open = (await testDb().collection("career_detail").get()).docs.filter(
      (d) => d.get("open") !== false,
    );
    const nodes = jsonLdBlocks((await fetchPage("/career")).html);
    organization(typesOf(nodes));
    expect(typesOf(nodes)).not.toContain("JobPosting");
    for (const doc of open) {
      const jobs = jsonLdBlocks((await fetchPage(`/career/${doc.id}`)).html).filter(
        (n) => n["@type"] === "JobPosting",
      );
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({
        title: doc.get("title"),
        url: expect.stringMatching(new RegExp(`/career/${doc.id}$`)),
        datePosted: expect.any(String),
        hiringOrganization: expect.objectContaining({
          name: expect.any(String),
          logo: expect.stringMatching(/\/logo\.svg$/),
          sameAs: expect.stringMatching(/\/home$/),
        }),
      });
    }
  });
});

test("every page has lang on the document, exactly one h1, and alt on every image", async () => {
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  for (const path of [...ROUTES, ...detailRoutes, "/no-such-page"]) {
    await page.goto(siteUrl(path));
    expect(await page.locator("html").getAttribute("lang")).toMatch(/^[a-z]{2}/);
    expect([path, await page.locator("h1").count()]).toEqual([path, 1]);
    expect([path, await page.locator("img:not([alt])").count()]).toEqual([path, 0]);
    // Images carry their size, so the page does not shift while they load.
    const unsized = await page
      .locator("img")
      .evaluateAll(
        (imgs) => imgs.filter((i) => !i.getAttribute("width") || !i.getAttribute("height")).length,
      );
    expect([path, unsized]).toEqual([path, 0]);
    // Nothing is wider than a phone screen.
    expect([
      path,
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ]).toEqual([path, true]);
  }
  await page.context().close();
});

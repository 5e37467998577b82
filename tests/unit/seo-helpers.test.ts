// Small search-engine and link helpers: descriptions, JSON-LD text, canonical metadata, image serving,
// route ids and contact links.
import fc from "fast-check";
import { httpHref } from "@/lib/content/urls";
import { serializeJsonLd } from "@/lib/site/json-ld";
import { absoluteUrl, cardPath, clip, pageMetadata } from "@/lib/site/seo";
import { servedAsIs } from "@/components/ui/content-image";
import {
  docPath,
  idFromSegment,
  isDocumentId,
  PRODUCT_QUERY,
  productInquiryPath,
} from "@/lib/site/paths";
import { inquirySchema } from "@/lib/forms/inquiry";
import { employmentType } from "@/components/seo/job-posting-json-ld";
import { mailtoHref, telHref, whatsappHref } from "@/lib/site/contact-links";

/** A company name as its `company` record gives it. */
const SITE = "Acme Tools & Grinding";

describe("clip", () => {
  test("keeps short text and shortens long text at a word with an ellipsis", () => {
    expect(clip("Short text.")).toBe("Short text.");
    const long = "word ".repeat(60);
    const out = clip(long);
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.endsWith("word...")).toBe(true);
  });
  test("never exceeds the limit", () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (s) => clip(s).length <= 160));
  });
});

describe("serializeJsonLd", () => {
  const hostile = [
    "</script >",
    "</SCRIPT\t",
    "<!--",
    "-->",
    "<script>",
    "\u2028",
    "\u2029",
    "a & b",
    "<img src=x onerror=alert(1)>",
  ];

  test("escapes <, >, &, U+2028 and U+2029, and parses back to the same data", () => {
    for (const bad of hostile) {
      const data = { name: `x${bad}y`, sameAs: [`https://facebook.com/x${bad}`] };
      const out = serializeJsonLd(data);
      expect(out).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(out)).toEqual(data);
    }
  });

  test("for any data, the text holds none of the characters that could end or disturb a script element", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        const out = serializeJsonLd(data);
        expect(/[<>&\u2028\u2029]/.test(out)).toBe(false);
        expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(data)));
      }),
    );
  });

  test("a browser's HTML parser keeps the whole block in one script element", () => {
    const name = "Drill </script ><img src=x onerror=alert(1)> <!-- \u2028";
    const html = `<script type="application/ld+json">${serializeJsonLd({ name })}</script><p>after</p>`;
    const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
    expect(doc.querySelectorAll("img")).toHaveLength(0);
    const scripts = doc.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0].textContent ?? "")).toEqual({ name });
    expect(doc.querySelector("p")?.textContent).toBe("after");
  });
});

describe("httpHref", () => {
  test.each([
    ["https://facebook.com/x", "https://facebook.com/x"],
    [" HTTPS://Example.COM/a b", "https://example.com/a%20b"],
    ['https://facebook.com/x"><script>', "https://facebook.com/x%22%3E%3Cscript%3E"],
    ["http://example.com", "http://example.com/"],
  ])("%p becomes %p", (input, href) => expect(httpHref(input)).toBe(href));

  test.each([
    "javascript:alert(1)",
    "data:text/html,x",
    "//evil.example",
    "/images/a.svg",
    "ftp://x.example/",
    "not a link",
  ])("refuses %p", (input) => expect(httpHref(input)).toBeNull());
});

describe("pageMetadata", () => {
  test("sets title, description, canonical and Open Graph for the path", () => {
    const meta = pageMetadata({
      title: "Products",
      description: "All our tools.",
      path: "/products",
      siteName: SITE,
    });
    expect(meta.title).toBe("Products");
    expect(meta.alternates?.canonical).toBe("/products");
    const described = "All our tools. Tool making and precision grinding in GIDC Gundlav, Valsad.";
    expect(meta.description).toBe(described);
    expect(meta.openGraph).toMatchObject({
      url: "/products",
      description: described,
      siteName: SITE,
      title: `Products | ${SITE}`,
    });
    // The company's share card unless the page names its own.
    expect(meta.openGraph?.images).toEqual([
      { url: "/opengraph-image", width: 1200, height: 630, type: "image/png", alt: SITE },
    ]);
    expect(meta.twitter).toMatchObject({
      card: "summary_large_image",
      images: meta.openGraph?.images,
    });
  });
  test("a description that already says Valsad and Gundlav is kept as written, within 160 characters", () => {
    const own = "Reamers made in GIDC Gundlav, Valsad.";
    expect(
      pageMetadata({ title: "R", description: own, path: "/r", siteName: SITE }).description,
    ).toBe(own);
    const long =
      pageMetadata({ title: "L", description: "word ".repeat(80), path: "/l", siteName: SITE })
        .description ?? "";
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/GIDC Gundlav, Valsad\.$/);
  });
  test("a description cut to fit keeps its whole sentences, or its ellipsis: never a list cut into a sentence", () => {
    const meta = (description: string) =>
      pageMetadata({ title: "H", description, path: "/home", siteName: SITE }).description ?? "";
    const list =
      "Special cutting tools, form tools and CNC grinding to micron tolerances for automotive, pump, valve and textile machinery makers across Gujarat.";
    expect(meta(list)).toBe(
      "Special cutting tools, form tools and CNC grinding to micron tolerances for automotive, pump... Tool making and precision grinding in GIDC Gundlav, Valsad.",
    );
    const two =
      "Form tools to drawing. Ground to 0.002 mm on CNC machines for automotive, pump, valve and textile machinery makers across Gujarat.";
    expect(meta(two)).toBe(
      "Form tools to drawing. Tool making and precision grinding in GIDC Gundlav, Valsad.",
    );
    for (const text of [list, two]) expect(meta(text).length).toBeLessThanOrEqual(160);
  });
  test("a product's card is its own, addressed by what it shows, and an absolute title is supported", () => {
    const card = cardPath("/products/reamers", ["Reamers", "/images/products/reamer.svg"]);
    expect(card).toMatch(/^\/products\/reamers\/opengraph-image\?v=[0-9a-z]+$/);
    expect(cardPath("/products/reamers", ["Reamers H7", "/images/products/reamer.svg"])).not.toBe(
      card,
    );
    expect(
      pageMetadata({
        title: "Reamers",
        description: "d",
        path: "/products/reamers",
        card,
        siteName: SITE,
      }).openGraph?.images,
    ).toEqual([{ url: card, width: 1200, height: 630, type: "image/png", alt: "Reamers" }]);
    expect(
      pageMetadata({
        title: "Home",
        description: "d",
        path: "/home",
        absoluteTitle: true,
        siteName: SITE,
      }).title,
    ).toEqual({ absolute: "Home" });
  });
  test("absoluteUrl resolves site paths and keeps https addresses", () => {
    expect(absoluteUrl("/products/x")).toMatch(/^https?:\/\/[^/]+\/products\/x$/);
    expect(absoluteUrl("https://example.com/a.png")).toBe("https://example.com/a.png");
  });
});

describe("servedAsIs (which pictures bypass the image optimiser)", () => {
  // What next.config.mjs gives the build for a project "shop": its two default buckets.
  const before = process.env.OPTIMISED_IMAGE_BUCKETS;
  beforeAll(() => {
    process.env.OPTIMISED_IMAGE_BUCKETS = "shop.firebasestorage.app shop.appspot.com";
  });
  afterAll(() => {
    if (before === undefined) delete process.env.OPTIMISED_IMAGE_BUCKETS;
    else process.env.OPTIMISED_IMAGE_BUCKETS = before;
  });
  test.each([
    ["/images/products/reamer.svg", true],
    ["/images/photo.jpg", false],
    ["/images/logo.SVG?v=2", true],
    [
      "https://firebasestorage.googleapis.com/v0/b/shop.firebasestorage.app/o/products%2Fa.png?alt=media",
      false,
    ],
    ["https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/a.png", false],
    ["https://storage.googleapis.com/shop.appspot.com/products/a.png", false],
    ["https://firebasestorage.googleapis.com/v0/b/shop.firebasestorage.app/o/a.svg", true],
    ["https://firebasestorage.googleapis.com/v0/b/someone-else.appspot.com/o/a.png", true],
    ["https://storage.googleapis.com/someone-else/a.png", true],
    ["https://firebasestorage.googleapis.com/v0/b/shop.firebasestorage.app", true],
    ["http://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/a.png", true],
    ["https://cdn.example.com/a.png", true],
    ["//evil.example/a.png", true],
  ])("%s -> %s", (src, expected) => {
    expect(servedAsIs(src)).toBe(expected);
  });
});

describe("route ids", () => {
  test("round-trip any id through a path segment", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        (id) => idFromSegment(docPath("/products", id).slice("/products/".length)) === id,
      ),
    );
  });
  test("the inquiry link of any product id names that product to the contact form", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        const url = new URL(productInquiryPath(id), "https://example.com");
        return url.pathname === "/contact-us" && url.searchParams.get(PRODUCT_QUERY) === id;
      }),
    );
  });
  test("a malformed escape is kept as it is rather than throwing", () => {
    expect(idFromSegment("50%off")).toBe("50%off");
  });
  test("an id is worth a lookup under Firestore's own rule, the same for pages and posted forms", () => {
    const longest = "é".repeat(750); // 1,500 bytes of UTF-8
    // Three bytes a character (Gujarati, Hindi), and four (an emoji, two UTF-16 units).
    const [gujarati, emoji] = ["ગ".repeat(500), "🔧".repeat(375)];
    for (const id of ["form-tools", longest, "a".repeat(1500), gujarati, emoji])
      expect(isDocumentId(id)).toBe(true);
    for (const id of [
      "",
      "a/b",
      ".",
      "..",
      "__hidden__",
      `${longest}x`,
      `${gujarati}x`,
      `${emoji}x`,
    ])
      expect(isDocumentId(id)).toBe(false);
    const inquiry = {
      kind: "products",
      name: "Asha Patel",
      company: "",
      email: "asha@example.com",
      phone: "9825041234",
      message: "Fifty reamers, please.",
      files: [],
    };
    const listing = (product_id: string) => ({
      ...inquiry,
      items: [{ product_id, quantity: "50" }],
    });
    expect(inquirySchema.safeParse(listing("r".repeat(700))).success).toBe(true);
    expect(inquirySchema.safeParse(listing(`${longest}x`)).success).toBe(false);
  });
});

test("employment types map to schema.org values", () => {
  expect(employmentType("Full-time")).toBe("FULL_TIME");
  expect(employmentType("part time")).toBe("PART_TIME");
  expect(employmentType("Contract")).toBe("CONTRACTOR");
  expect(employmentType("Internship")).toBe("INTERN");
  expect(employmentType("Seasonal")).toBe("OTHER");
});

test("contact links are dialable and chat-ready", () => {
  expect(telHref("+91 98250 41234")).toBe("tel:+919825041234");
  expect(telHref("(0260) 240-1234")).toBe("tel:02602401234");
  expect(mailtoHref("sales@precitech-tools.in")).toBe("mailto:sales@precitech-tools.in");
  expect(whatsappHref("+91 98250-41234")).toBe("https://wa.me/919825041234");
});

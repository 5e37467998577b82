// Small search-engine and link helpers: descriptions, JSON-LD text, canonical metadata, image serving,
// route ids and contact links.
import fc from "fast-check";
import { absoluteUrl, cardPath, clip, jsonLdText, pageMetadata } from "@/lib/seo";
import { servedAsIs } from "@/components/ui/content-image";
import { docPath, idFromSegment } from "@/lib/route-params";
import { employmentType } from "@/components/seo/job-posting-json-ld";
import { mailtoHref, telHref, whatsappHref } from "@/lib/contact-links";

describe("clip", () => {
  test("keeps short text and shortens long text at a word with an ellipsis", () => {
    expect(clip("Short text.")).toBe("Short text.");
    const long = "word ".repeat(60);
    const out = clip(long);
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.endsWith("word…")).toBe(true);
  });
  test("never exceeds the limit", () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (s) => clip(s).length <= 160));
  });
});

describe("jsonLdText", () => {
  test("neutralises sequences that could end or confuse a script element", () => {
    for (const bad of ["</script>", "</SCRIPT >", "</script\t", "<script>", "<!--", "< /script"]) {
      expect(JSON.stringify(jsonLdText(`a${bad}b`))).not.toMatch(/<\/?script|<!--/i);
    }
  });
  test("leaves ordinary text alone", () => {
    expect(jsonLdText("Tolerance < 0.01 mm & Ra > 0.2")).toBe("Tolerance < 0.01 mm & Ra > 0.2");
    expect(jsonLdText(undefined)).toBeUndefined();
  });
  test("no output can contain a script end tag", () => {
    fc.assert(fc.property(fc.string(), (s) => !/<\/script/i.test(jsonLdText(s))));
  });
});

describe("pageMetadata", () => {
  test("sets title, description, canonical and Open Graph for the path", () => {
    const meta = pageMetadata({ title: "Products", description: "All our tools.", path: "/products" });
    expect(meta.title).toBe("Products");
    expect(meta.alternates?.canonical).toBe("/products");
    const described = "All our tools — tool making and precision grinding in GIDC Gundlav, Valsad.";
    expect(meta.description).toBe(described);
    expect(meta.openGraph).toMatchObject({ url: "/products", description: described, siteName: expect.any(String) });
    // The company's share card unless the page names its own.
    expect(meta.openGraph?.images).toEqual([{ url: "/opengraph-image", width: 1200, height: 630, type: "image/png", alt: expect.any(String) }]);
    expect(meta.twitter).toMatchObject({ card: "summary_large_image", images: meta.openGraph?.images });
  });
  test("a description that already says Valsad and Gundlav is kept as written, within 160 characters", () => {
    const own = "Reamers made in GIDC Gundlav, Valsad.";
    expect(pageMetadata({ title: "R", description: own, path: "/r" }).description).toBe(own);
    const long = pageMetadata({ title: "L", description: "word ".repeat(80), path: "/l" }).description ?? "";
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/GIDC Gundlav, Valsad\.$/);
  });
  test("a product's card is its own, addressed by what it shows, and an absolute title is supported", () => {
    const card = cardPath("/products/reamers", ["Reamers", "/images/products/reamer.svg"]);
    expect(card).toMatch(/^\/products\/reamers\/opengraph-image\?v=[0-9a-z]+$/);
    expect(cardPath("/products/reamers", ["Reamers H7", "/images/products/reamer.svg"])).not.toBe(card);
    expect(pageMetadata({ title: "Reamers", description: "d", path: "/products/reamers", card }).openGraph?.images).toEqual([
      { url: card, width: 1200, height: 630, type: "image/png", alt: "Reamers" },
    ]);
    expect(pageMetadata({ title: "Home", description: "d", path: "/home", absoluteTitle: true }).title).toEqual({ absolute: "Home" });
  });
  test("absoluteUrl resolves site paths and keeps https addresses", () => {
    expect(absoluteUrl("/products/x")).toMatch(/^https?:\/\/[^/]+\/products\/x$/);
    expect(absoluteUrl("https://example.com/a.png")).toBe("https://example.com/a.png");
  });
});

describe("servedAsIs (which pictures bypass the image optimiser)", () => {
  test.each([
    ["/images/products/reamer.svg", true],
    ["/images/photo.jpg", false],
    ["/images/logo.SVG?v=2", true],
    ["https://firebasestorage.googleapis.com/v0/b/x/o/a.png", false],
    ["https://firebasestorage.googleapis.com/v0/b/x/o/a.svg", true],
    ["https://cdn.example.com/a.png", true],
    ["//evil.example/a.png", true],
  ])("%s -> %s", (src, expected) => {
    expect(servedAsIs(src)).toBe(expected);
  });
});

describe("route ids", () => {
  test("round-trip any id through a path segment", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => idFromSegment(docPath("/products", id).slice("/products/".length)) === id),
    );
  });
  test("a malformed escape is kept as it is rather than throwing", () => {
    expect(idFromSegment("50%off")).toBe("50%off");
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
  expect(telHref).toMatch(/^tel:\+\d{10,15}$/);
  expect(mailtoHref).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
  expect(whatsappHref).toMatch(/^https:\/\/wa\.me\/\d{10,15}$/);
});

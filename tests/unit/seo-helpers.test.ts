// Small search-engine and link helpers: descriptions, JSON-LD text, canonical metadata, image serving,
// route ids and contact links.
import fc from "fast-check";
import { absoluteUrl, clip, jsonLdText, pageMetadata } from "@/lib/seo";
import { servedAsIs } from "@/components/ui/content-image";
import { docPath, idFromSegment, isDocumentId, PRODUCT_QUERY, productInquiryPath } from "@/lib/route-params";
import { inquirySchema } from "@/lib/forms/inquiry";
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
    expect(meta.openGraph?.images).toBeUndefined();
  });
  test("a description that already says Valsad and Gundlav is kept as written, within 160 characters", () => {
    const own = "Reamers made in GIDC Gundlav, Valsad.";
    expect(pageMetadata({ title: "R", description: own, path: "/r" }).description).toBe(own);
    const long = pageMetadata({ title: "L", description: "word ".repeat(80), path: "/l" }).description ?? "";
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/GIDC Gundlav, Valsad\.$/);
  });
  test("uses raster pictures as og:image, not SVGs, and supports an absolute title", () => {
    expect(pageMetadata({ title: "A", description: "d", path: "/a", image: "/images/a.svg" }).openGraph?.images).toBeUndefined();
    expect(pageMetadata({ title: "A", description: "d", path: "/a", image: "/images/a.jpg" }).openGraph?.images).toEqual([{ url: "/images/a.jpg", alt: "A" }]);
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
    for (const id of ["form-tools", longest, "a".repeat(1500)]) expect(isDocumentId(id)).toBe(true);
    for (const id of ["", "a/b", ".", "..", "__hidden__", `${longest}x`]) expect(isDocumentId(id)).toBe(false);
    const inquiry = { name: "Asha Patel", company: "", email: "asha@example.com", phone: "9825041234", message: "Fifty reamers, please." };
    expect(inquirySchema.safeParse({ ...inquiry, product_id: "r".repeat(700) }).success).toBe(true);
    expect(inquirySchema.safeParse({ ...inquiry, product_id: `${longest}x` }).success).toBe(false);
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

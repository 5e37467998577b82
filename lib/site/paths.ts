// Document ids in site paths: read from a route segment, checked before a lookup, and built into links.
// Document ids arrive from dynamic routes as URL segments; links encode them with encodeURIComponent.
// A malformed escape (a stray "%") must lead to a 404, not a URIError and a 500. The paths of document
// pages are built here too, the menus' product links among them.
export function idFromSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A path of this site (a page, or a file of public/): one leading "/", never "//" (another host), no
 * backslash or control character. The one check for every path that reaches a link, a picture or a
 * redirect.
 */
export function isSitePath(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !path.includes("\\") &&
    !/[\u0000-\u001f\u007f-\u009f]/.test(path)
  );
}

/** Firestore's own limit on a document id, in bytes of UTF-8. */
const DOCUMENT_ID_MAX_BYTES = 1500;

/** Bytes of `text` in UTF-8, counted by hand: TextEncoder is missing in some test environments. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Whether `id` can name a Firestore document, so it is worth a lookup: at most 1,500 bytes, no "/",
 * not "." or "..", not reserved (__…__). The one rule for route ids and ids posted in forms.
 */
export function isDocumentId(id: string): boolean {
  return (
    id.length > 0 &&
    utf8Length(id) <= DOCUMENT_ID_MAX_BYTES &&
    !id.includes("/") &&
    id !== "." &&
    id !== ".." &&
    !/^__.*__$/.test(id)
  );
}

/** The site path of a document page, e.g. docPath("/products", "form-tools"). */
export function docPath(base: string, id: string): string {
  return `${base}/${encodeURIComponent(id)}`;
}

/** The query parameter of /contact-us that preselects a product in the inquiry form. */
export const PRODUCT_QUERY = "product";

/** The contact page with the inquiry form set to this product. */
export function productInquiryPath(id: string): string {
  return `/contact-us?${PRODUCT_QUERY}=${encodeURIComponent(id)}`;
}

export type ProductLink = { id: string; name: string; href: string; category?: string };

/** The header's dropdown, the mobile menu and the footer list every product by name (the menus by category). */
export function productLinks(
  products: { id: string; product_name: string; category?: string }[],
): ProductLink[] {
  return products.map((p) => ({
    id: p.id,
    name: p.product_name,
    href: docPath("/products", p.id),
    category: p.category,
  }));
}

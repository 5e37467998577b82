// Site paths and the document ids in them: read from a route segment (a stray "%" must lead to a 404,
// not a URIError and a 500), checked before a lookup, and built into links.
export function idFromSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The one check for every path that reaches a link, a picture or a redirect ("//" is another host). */
export function isSitePath(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !path.includes("\\") &&
    !/[\u0000-\u001f\u007f-\u009f]/.test(path)
  );
}

const DOCUMENT_ID_MAX_BYTES = 1500;

/** Counted by hand: TextEncoder is missing in some test environments. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Whether `id` can name a Firestore document: the one rule for route ids and ids posted in forms. */
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

export function docPath(base: string, id: string): string {
  return `${base}/${encodeURIComponent(id)}`;
}

export const PRODUCT_QUERY = "product";

export function productInquiryPath(id: string): string {
  return `/contact-us?${PRODUCT_QUERY}=${encodeURIComponent(id)}`;
}

export type ProductLink = { id: string; name: string; href: string; category?: string };

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

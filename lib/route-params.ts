// Document ids arrive from dynamic routes as URL segments; links encode them with encodeURIComponent.
// A malformed escape (a stray "%") must lead to a 404, not a URIError and a 500.
export function idFromSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The site path of a document page, e.g. docPath("/products", "form-tools"). */
export function docPath(base: string, id: string): string {
  return `${base}/${encodeURIComponent(id)}`;
}

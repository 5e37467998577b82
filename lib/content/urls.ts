// Which addresses from the database may become links, and in what form. Kept free of zod so browser
// code can use it without loading the schemas.

/**
 * The address as the browser would resolve it (the `href` of a parsed URL: scheme and host lower case,
 * spaces and quotes percent-encoded), or null unless it is an absolute http(s) address. Links are built
 * from this, never from the text as typed.
 */
export function httpHref(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

export function isHttpUrl(value: string): boolean {
  return httpHref(value) !== null;
}

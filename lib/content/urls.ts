// Which addresses from the database may become links. Free of zod, for browser code.

/** The parsed `href` of an absolute http(s) address, else null: links are never the text as typed. */
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

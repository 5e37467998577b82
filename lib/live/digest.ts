// A short fingerprint of a plain JSON value (a record or list as parsed from the database), computed the
// same way on the server and in the tab. A live part of a page sends the tab only the fingerprint of what
// the server drew, not the content again beside the drawing: the tab compares it with the fingerprint of
// the live content to tell whether it must draw the part itself.

/** Object keys in sorted order; keys whose value is undefined are left out, as JSON leaves them out. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Two independent 32-bit multiplicative hashes of the text, as one short string. */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0).toString(36) + "." + (b >>> 0).toString(36);
}

export function contentDigest(value: unknown): string {
  return hash(canonical(value));
}

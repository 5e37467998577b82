// A short fingerprint of a plain JSON value (a record or list as parsed from the database), computed the
// same way on the server and in the tab. A live part of a page sends the tab only the fingerprint of what
// the server drew, not the content again beside the drawing: the tab compares it with the fingerprint of
// the live content to tell whether it must draw the part itself. Object keys are taken in sorted order
// and undefined fields left out (as JSON leaves them out), so the order a database client gives the
// fields in does not matter. Share cards' addresses carry one too (lib/site/seo.ts). Kept small: it is
// part of every page's first load.

const sortedKeys = (_key: string, value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
    : value;

/** A 32-bit FNV-1a hash of the value's sorted JSON, with its length: a change that collides is one in billions. */
export function contentDigest(value: unknown): string {
  const text = JSON.stringify(value, sortedKeys) ?? "";
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36) + text.length;
}

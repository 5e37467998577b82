// A short fingerprint of a plain JSON value: a share card's address carries one of what it shows, so
// an edited card gets a new address. Keys are sorted, so the database client's field order does not
// matter.

const sortedKeys = (_key: string, value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
    : value;

/** A 32-bit FNV-1a hash of the sorted JSON with its length: a collision is one in billions. */
export function contentDigest(value: unknown): string {
  const text = JSON.stringify(value, sortedKeys) ?? "";
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36) + text.length;
}

// A short fingerprint of a plain JSON value, the same on the server and in the tab: a live part sends
// the tab the fingerprint of what the server drew rather than the content again, and the tab compares
// it with the live content's. Keys are sorted, so the database client's field order does not matter.
// Share cards' addresses carry one too. Part of every page's first load.

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

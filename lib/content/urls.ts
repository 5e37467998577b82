// Which addresses from the database may become links. Kept free of zod so browser code can use it
// without loading the schemas.
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

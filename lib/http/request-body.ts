// A request's body read up to a limit: a client may declare or stream any amount, and Request.text()
// would hold all of it in memory before a route could look at its size.

/**
 * The body as text when it is at most `maxBytes` long, else null: refused from its declared length
 * before anything is read, or as soon as what arrives passes the limit (the rest is never read).
 */
export async function bodyTextWithin(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

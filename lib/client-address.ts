// Which address a form post counts against for the rate limit. A client can write anything into
// X-Forwarded-For, so only an address a server in front of the site vouches for is used: under
// `npm start` the connection's own address, which the site's server (scripts/serve.ts) puts in its own
// header after dropping any copy the client sent; behind a reverse proxy or on Vercel, the header that
// proxy sets, named by TRUSTED_CLIENT_IP_HEADER. Free of server-only imports: the server script uses it.

/** Set by scripts/serve.ts on every request to the socket's remote address (a client's copy is replaced). */
export const CONNECTION_ADDRESS_HEADER = "x-site-connection-address";

/** The header that holds the visitor's address: the configured proxy's, else the site server's own. */
export function addressHeader(env: Record<string, string | undefined> = process.env): string {
  return env.TRUSTED_CLIENT_IP_HEADER?.trim().toLowerCase() || CONNECTION_ADDRESS_HEADER;
}

/**
 * The visitor's address from request headers. A proxy that appends to a list (X-Forwarded-For) puts the
 * address it saw last, so the last entry is the one it vouches for. "unknown" when none is present:
 * such posts share one allowance, which fails safe.
 */
export function clientAddress(headers: Headers, env: Record<string, string | undefined> = process.env): string {
  const entries = headers.get(addressHeader(env))?.split(",").map((part) => part.trim()).filter(Boolean);
  return entries?.at(-1) || "unknown";
}

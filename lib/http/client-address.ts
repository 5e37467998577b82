// Which address a form post counts against for the rate limit. A client can write anything into the
// request's address headers (Next's own server passes a client's X-Forwarded-For through as sent), so
// only a header that a server in front of the site sets, replacing what the client sent, is used: the
// one named in TRUSTED_CLIENT_IP_HEADER (a reverse proxy such as deploy/nginx.conf), else on Vercel the
// platform's X-Real-IP. Without either no header can be trusted: every post counts as "unknown" and all
// visitors share one allowance, which fails safe.

/** The header Vercel sets to the visitor's address on every request, replacing a client's copy. */
const VERCEL_ADDRESS_HEADER = "x-real-ip";

type Env = Record<string, string | undefined>;

/** The header that holds the visitor's address, or null where nothing in front of the site sets one. */
export function addressHeader(env: Env = process.env): string | null {
  return (
    env.TRUSTED_CLIENT_IP_HEADER?.trim().toLowerCase() ||
    (env.VERCEL ? VERCEL_ADDRESS_HEADER : null)
  );
}

/**
 * The visitor's address from request headers. A proxy that appends to a list (X-Forwarded-For) puts the
 * address it saw last, so the last entry is the one it vouches for. "unknown" when none is present.
 */
export function clientAddress(headers: Headers, env: Env = process.env): string {
  const header = addressHeader(env);
  const entries = header
    ? headers
        .get(header)
        ?.split(",")
        .map((part) => part.trim())
        .filter(Boolean)
    : undefined;
  return entries?.at(-1) || "unknown";
}

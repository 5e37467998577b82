// Which address a form post counts against for the rate limit. A client can forge address headers (Next
// passes X-Forwarded-For through as sent), so only one set by a server in front is used:
// TRUSTED_CLIENT_IP_HEADER (a reverse proxy), else Vercel's X-Real-IP. Without either every post counts
// as "unknown" and all visitors share one allowance, which fails safe.
const VERCEL_ADDRESS_HEADER = "x-real-ip";

type Env = Record<string, string | undefined>;

export function addressHeader(env: Env = process.env): string | null {
  return (
    env.TRUSTED_CLIENT_IP_HEADER?.trim().toLowerCase() ||
    (env.VERCEL ? VERCEL_ADDRESS_HEADER : null)
  );
}

/** The last entry of a list (X-Forwarded-For) is the one the proxy in front vouches for. */
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

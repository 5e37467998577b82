// What a form action needs to know about the request it answers: the visitor's IP address, only to
// count their submissions (see rate-limit.ts).
import "server-only";
import { headers } from "next/headers";

export type SubmitContext = { ip: string; now?: number };

/**
 * The address the nearest proxy saw. X-Forwarded-For grows by one entry per proxy, and a client can put
 * anything in front, so the last entry is the one to trust; Next adds the socket address when the
 * request came without the header.
 */
function clientIp(requestHeaders: Headers): string {
  const forwarded = requestHeaders.get("x-forwarded-for")?.split(",").map((part) => part.trim()).filter(Boolean);
  return forwarded?.at(-1) || requestHeaders.get("x-real-ip")?.trim() || "unknown";
}

export async function requestContext(): Promise<SubmitContext> {
  return { ip: clientIp(await headers()) };
}

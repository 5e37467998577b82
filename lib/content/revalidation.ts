// Who may call POST /api/revalidate, and what it is told: the Cloud Function in functions/ (holding
// REVALIDATE_SECRET), and on a long-running server its own change listeners (lib/content/change-feed.ts)
// with a token of this process. They call the route rather than revalidateTag itself because Next
// applies revalidateTag only inside a request: a route handler or a server action.
import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { collectionNames, type CollectionName } from "@/lib/content/collections";
import { processWide } from "@/lib/http/process-wide";

/** The body of a revalidation request: the content collections that changed. */
export const revalidationRequest = z
  .object({
    collections: z
      .array(z.enum(collectionNames as [CollectionName, ...CollectionName[]]))
      .min(1, "name at least one collection")
      .max(collectionNames.length * 2),
  })
  .strict();

/** A secret known only to this server process, for its own listeners' calls. */
export const processRevalidationToken = () =>
  processWide("revalidation-token", () => randomBytes(32).toString("base64url"));

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether an `Authorization: Bearer …` header carries REVALIDATE_SECRET or this process's token,
 * compared as digests in constant time (every accepted secret is compared, whichever matches).
 */
export function isAuthorizedRevalidation(
  header: string | null,
  env: Record<string, string | undefined> = process.env,
): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? "")?.[1];
  if (!given) return false;
  const offered = digest(given);
  let ok = false;
  for (const secret of [env.REVALIDATE_SECRET, processRevalidationToken()])
    if (secret) ok = timingSafeEqual(offered, digest(secret)) || ok;
  return ok;
}

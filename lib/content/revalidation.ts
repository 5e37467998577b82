// Who may call POST /api/revalidate, and what it is told: the Cloud Function (REVALIDATE_SECRET), and
// this server's own change listeners with a token of this process.
import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { collectionNames, type CollectionName } from "@/lib/content/collections";
import { processWide } from "@/lib/http/process-wide";

export const revalidationRequest = z
  .object({
    collections: z
      .array(z.enum(collectionNames as [CollectionName, ...CollectionName[]]))
      .min(1, "name at least one collection")
      .max(collectionNames.length * 2),
  })
  .strict();

export const processRevalidationToken = () =>
  processWide("revalidation-token", () => randomBytes(32).toString("base64url"));

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Compared as digests in constant time, every accepted secret whichever matches. */
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

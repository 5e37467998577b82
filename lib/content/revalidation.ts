// On-demand freshness: the one place that invalidates a content collection's cached reads and pages.
// It is reached through POST /api/revalidate, by the server's own change listeners over loopback (with a
// token made in this process) and, where no process lives between requests, by a Firestore-triggered
// function holding REVALIDATE_SECRET.
import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { z } from "zod";
import { collectionNames, contentTag, type CollectionName } from "@/lib/content/collections";
import { bumpSwitchEpoch } from "@/lib/http/site-facts";

/** The body of a revalidation request: the content collections that changed. */
export const revalidationRequest = z
  .object({
    collections: z
      .array(z.enum(collectionNames as [CollectionName, ...CollectionName[]]))
      .min(1, "name at least one collection")
      .max(collectionNames.length * 2),
  })
  .strict();

// The change listeners and the endpoint share one process but not one bundle: the token lives on
// globalThis under a registered symbol.
const TOKEN_KEY = Symbol.for("precitech.revalidation-token");
const holder = globalThis as typeof globalThis & { [TOKEN_KEY]?: string };

/** A secret known only to this server process, for its own listeners' calls. */
export function processRevalidationToken(): string {
  return (holder[TOKEN_KEY] ??= randomBytes(32).toString("base64url"));
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether an `Authorization: Bearer …` header carries REVALIDATE_SECRET or this process's token. The
 * comparison is on equal-length digests in constant time, so timing tells nothing about the secret.
 */
export function isAuthorizedRevalidation(
  header: string | null,
  env: Record<string, string | undefined> = process.env,
): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? "")?.[1];
  if (!given) return false;
  const offered = digest(given);
  let ok = false;
  for (const secret of [env.REVALIDATE_SECRET, holder[TOKEN_KEY]]) {
    // Every accepted secret is compared, so the time taken does not depend on which one matched.
    if (secret) ok = timingSafeEqual(offered, digest(secret)) || ok;
  }
  return ok;
}

/**
 * Marks the cached reads of `names`, and every page rendered from them, as stale: the next request for
 * such a page is answered with the last good copy while a fresh one is rendered in the background
 * (stale-while-revalidate), and a render that fails (the database is away) leaves the last good copy in
 * place. So an edit is in the HTML from the second request on, and an outage never empties a page.
 */
export function markStale(names: readonly CollectionName[]): void {
  for (const name of new Set(names)) revalidateTag(contentTag(name), "max");
}

/**
 * Next stamps a cached page with the time its render finished. A render that read a collection just
 * before it changed (or while the database was away: its read waits up to the database's time limit,
 * 5 s) and finished after it was marked stale would be kept as fresh until the safety net; so every
 * revalidation marks its collections stale once more when every render under way has finished.
 */
export const SETTLE_MS = 6_000;

/**
 * What the revalidation endpoint does: `markStale` now and again after SETTLE_MS (through `later`, which
 * keeps the request's work alive until then), and the proxy asks for the switch and the ids again at once.
 */
export function revalidateCollections(
  names: readonly CollectionName[],
  later: (work: () => Promise<void>) => void,
): void {
  markStale(names);
  // The proxy keeps the switch and the product and service ids (lib/http/site-status.ts).
  if (names.some((name) => name === "project" || name === "Products" || name === "Services"))
    bumpSwitchEpoch();
  later(async () => {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    markStale(names);
  });
}

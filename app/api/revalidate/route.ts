// POST /api/revalidate: `Authorization: Bearer <REVALIDATE_SECRET>` and `{"collections": ["Products"]}`
// mark the named collections' pages stale (lib/content/revalidation.ts), and answer once the pages that
// show them are served in their new versions (lib/http/render-again.ts): a render that fails leaves the
// last good page. Next applies a route's revalidateTag only when the route has answered, so the marking
// is its own request (the same endpoint with ?stage=mark, on this server) that this one waits for before
// asking for the pages. Other methods answer 405 (Next does).
import { after } from "next/server";
import type { CollectionName } from "@/lib/content/collections";
import {
  isAuthorizedRevalidation,
  revalidateCollections,
  revalidationRequest,
} from "@/lib/content/revalidation";
import { ownOrigin } from "@/lib/http/own-origin";
import { bodyTextWithin } from "@/lib/http/request-body";
import { pagesShowing, renderAgain } from "@/lib/http/render-again";

const MAX_BODY_BYTES = 4096;
/** The inner request that only marks the collections stale. */
const MARK_STAGE = "mark";
const MARK_TIMEOUT_MS = 4_000;
/** The longest a caller waits (the marking request and the pages are each bounded well within it). */
const ANSWER_WITHIN_MS = 8_000;
const noStore = { "cache-control": "no-store" };

/**
 * The marking request, then the pages asked for until their new versions are served. False when this
 * server did not answer its own address, so nothing was marked.
 */
async function markThenRender(
  origin: string,
  names: CollectionName[],
  authorization: string,
): Promise<boolean> {
  const marked = await fetch(`${origin}/api/revalidate?stage=${MARK_STAGE}`, {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({ collections: names }),
    cache: "no-store",
    signal: AbortSignal.timeout(MARK_TIMEOUT_MS),
  }).then(
    (res) => res.ok,
    () => false,
  );
  if (marked) await renderAgain(origin, pagesShowing(names));
  return marked;
}

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: noStore });
}

export async function POST(request: Request): Promise<Response> {
  if (!isAuthorizedRevalidation(request.headers.get("authorization"))) {
    return answer(401, {
      error: "missing or wrong secret (send Authorization: Bearer <REVALIDATE_SECRET>)",
    });
  }
  const text = await bodyTextWithin(request, MAX_BODY_BYTES);
  if (text === null) return answer(413, { error: `the body is over ${MAX_BODY_BYTES} bytes` });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400, { error: 'the body must be JSON such as {"collections": ["Products"]}' });
  }
  const parsed = revalidationRequest.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return answer(400, { error: `${issue.path.join(".") || "body"}: ${issue.message}` });
  }
  const names = parsed.data.collections;
  const url = new URL(request.url);
  if (url.searchParams.get("stage") === MARK_STAGE) {
    revalidateCollections(names, after);
  } else {
    const origin = ownOrigin(url.origin);
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = await Promise.race([
      markThenRender(origin, names, request.headers.get("authorization") ?? ""),
      new Promise<false>((resolve) => (timer = setTimeout(resolve, ANSWER_WITHIN_MS, false))),
    ]).finally(() => clearTimeout(timer));
    if (done) {
      console.log(`[revalidate] ${names.join(", ")}: done in ${Date.now() - started} ms`);
    } else {
      // Not marked through this server's own address, or not within the time: marked here (twice costs
      // nothing), applied when this request answers; the pages are left to stale-while-revalidate.
      console.error(
        `[revalidate] ${names.join(", ")}: not marked and served again through ${origin} within ${Date.now() - started} ms: marked in this request`,
      );
      revalidateCollections(names, after);
    }
  }
  return answer(200, { revalidated: [...new Set(parsed.data.collections)] });
}

// POST /api/revalidate with the shared secret, tried three times over a moment. A refusal is logged with
// its fix and not tried again (it would be refused the same way); a site that never answers well makes
// the call throw, so the platform delivers the event again later.
import * as logger from "firebase-functions/logger";

/** Pauses before the second and third tries: a cold start or a deploy on the site's host passes in seconds. */
const PAUSES_MS = [250, 1_000];

const HINTS: Record<number, string> = {
  401: "REVALIDATE_SECRET differs from the site's (set the same value in both)",
  400: "the site does not know this collection (is the site's deployment older than its content list?)",
};

export async function notifySite(
  collection: string,
  target: { siteUrl: string; secret: string },
  context: Record<string, unknown> = {},
): Promise<void> {
  const fields = { collection, ...context };
  let endpoint: URL | undefined;
  try {
    endpoint = new URL("/api/revalidate", new URL(target.siteUrl).origin);
  } catch {
    // Told below, with the secret.
  }
  if (!target.secret || !endpoint || !/^https?:$/.test(endpoint.protocol)) {
    const why = target.secret
      ? `SITE_URL "${target.siteUrl}" is not an address such as https://www.example.com`
      : "the secret REVALIDATE_SECRET is empty (firebase functions:secrets:set REVALIDATE_SECRET)";
    logger.error(`Site not revalidated: ${why}`, fields);
    return;
  }
  let problem = "";
  for (let attempt = 1; attempt <= PAUSES_MS.length + 1; attempt++) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, PAUSES_MS[attempt - 2]));
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { authorization: `Bearer ${target.secret}`, "content-type": "application/json" },
        body: JSON.stringify({ collections: [collection] }),
        signal: AbortSignal.timeout(10_000),
        // A redirect would turn the POST into a GET (and carry the secret elsewhere): reported instead.
        redirect: "manual",
      });
      const status = response.status;
      const answer = (await response.text().catch(() => "")).slice(0, 300);
      if (response.ok) {
        logger.info(`Site revalidated ${collection}`, { ...fields, status, attempt });
        return;
      }
      // 408 and 429 are the site asking to be asked later; other 3xx and 4xx are the call being wrong.
      if (status < 500 && status !== 408 && status !== 429) {
        const redirect = response.headers.get("location");
        const hint =
          HINTS[status] ??
          `check SITE_URL (${endpoint.origin}${redirect ? ` redirects to ${redirect}` : ""})`;
        logger.error(`Site refused to revalidate ${collection} with ${status}: ${hint}`, {
          ...fields,
          status,
          answer,
        });
        return;
      }
      problem = `${endpoint.href} answered ${status} ${answer}`.trim();
    } catch (error) {
      problem = `${endpoint.origin} could not be reached: ${(error as Error).message}`;
    }
    logger.warn(`Revalidation attempt ${attempt} failed: ${problem}`, fields);
  }
  throw new Error(
    `The site did not revalidate ${collection} after ${PAUSES_MS.length + 1} attempts: ${problem}`,
  );
}

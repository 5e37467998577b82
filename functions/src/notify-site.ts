// The call that makes the site's cached pages of one content collection fresh: POST /api/revalidate with
// the shared secret, tried a few times over a moment, and a clear line in the logs when the site refuses.
import * as logger from "firebase-functions/logger";

/** How long one call may take: the site answers in milliseconds unless it is starting up or away. */
const CALL_TIMEOUT_MS = 10_000;
/** Pauses before the second and third tries; a cold start or a deploy on the site's host passes in seconds. */
const BACKOFF_MS = [250, 1_000] as const;
/** A 4xx other than these is the site telling us the call itself is wrong: asking again changes nothing. */
const RETRIABLE_CLIENT_ERRORS = new Set([408, 429]);
/** Enough of an answer to tell which refusal it was (the site's errors are one short JSON line). */
const MAX_LOGGED_ANSWER = 300;

export type Target = { siteUrl: string; secret: string };

/** A problem that retrying cannot fix: a missing or wrong parameter, or the site refusing the call. */
class ConfigurationError extends Error {}

/** Where to send the call, or why SITE_URL cannot say. Only the origin counts, as the endpoint sits at the root. */
function endpointOf(siteUrl: string): URL {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new ConfigurationError(
      `SITE_URL "${siteUrl}" is not an address such as https://www.example.com`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new ConfigurationError(`SITE_URL "${siteUrl}" must start with https://`);
  }
  return new URL("/api/revalidate", url.origin);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function answerText(response: Response): Promise<string> {
  try {
    return (await response.text()).slice(0, MAX_LOGGED_ANSWER);
  } catch {
    return "";
  }
}

/**
 * Tells the site that `collection` changed. Resolves once the site has answered 2xx; returns without
 * throwing on a configuration error (logged), since a retry would be refused the same way; throws when
 * the site could not be reached or kept failing, so the platform delivers the event again later.
 */
export async function notifySite(
  collection: string,
  target: Target,
  context: Record<string, unknown> = {},
): Promise<void> {
  const fields = { collection, ...context };
  let endpoint: URL;
  try {
    if (!target.secret)
      throw new ConfigurationError(
        "the secret REVALIDATE_SECRET is empty (firebase functions:secrets:set REVALIDATE_SECRET)",
      );
    endpoint = endpointOf(target.siteUrl);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    logger.error(`Site not revalidated: ${error.message}`, fields);
    return;
  }

  let lastProblem = "";
  for (let attempt = 1; attempt <= BACKOFF_MS.length + 1; attempt++) {
    if (attempt > 1) await sleep(BACKOFF_MS[attempt - 2]);
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: { authorization: `Bearer ${target.secret}`, "content-type": "application/json" },
        body: JSON.stringify({ collections: [collection] }),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        // A redirect would turn the POST into a GET (and drop the secret across origins): report it instead.
        redirect: "manual",
      });
    } catch (error) {
      lastProblem = `${endpoint.origin} could not be reached: ${(error as Error).message}`;
      logger.warn(`Revalidation attempt ${attempt} failed: ${lastProblem}`, fields);
      continue;
    }
    const answer = await answerText(response);
    if (response.ok) {
      logger.info(`Site revalidated ${collection}`, {
        ...fields,
        status: response.status,
        attempt,
      });
      return;
    }
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get("location") ?? "another address";
      logger.error(
        `Site not revalidated: ${endpoint.href} redirects to ${location}; set SITE_URL to the address the site answers at`,
        {
          ...fields,
          status: response.status,
        },
      );
      return;
    }
    if (
      response.status >= 400 &&
      response.status < 500 &&
      !RETRIABLE_CLIENT_ERRORS.has(response.status)
    ) {
      const hint =
        response.status === 401
          ? "REVALIDATE_SECRET differs from the site's (set the same value in both)"
          : response.status === 400
            ? "the site does not know this collection (is the site's deployment older than its content list?)"
            : `check SITE_URL (${endpoint.origin})`;
      logger.error(`Site refused to revalidate ${collection} with ${response.status}: ${hint}`, {
        ...fields,
        status: response.status,
        answer,
      });
      return;
    }
    lastProblem = `${endpoint.href} answered ${response.status} ${answer}`.trim();
    logger.warn(`Revalidation attempt ${attempt} failed: ${lastProblem}`, fields);
  }
  throw new Error(
    `The site did not revalidate ${collection} after ${BACKOFF_MS.length + 1} attempts: ${lastProblem}`,
  );
}

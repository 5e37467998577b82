// Cloud Functions that keep the website's cached pages fresh where no server of its own lives between
// requests (Vercel): each write to a content document posts {"collections": [<its collection>]} to the
// site's POST /api/revalidate.
//
// One trigger per content collection (the group `revalidate`, deployed as revalidate-<name>) rather than
// one `{collection}/{id}` wildcard that filters in code: every form post writes three or four documents
// (Inquiries or Career, mail, form_rate_limits, form_start_tokens), and a wildcard would be started and
// billed for each of them only to return. Per-collection triggers are never invoked for those, and each
// collection's logs, failures and retries are its own. The list comes from the site's
// lib/content/collections.ts at build time (src/content-collections.ts is generated), so a collection
// added there gets its trigger on the next deploy.
import { defineSecret, defineString } from "firebase-functions/params";
import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { contentCollections } from "./content-collections";
import { notifySite } from "./notify-site";

const revalidateSecret = defineSecret("REVALIDATE_SECRET", {
  description: "The site's REVALIDATE_SECRET: the same value as in the site's environment.",
});

const siteUrl = defineString("SITE_URL", {
  description: "The site's address, where POST /api/revalidate is answered.",
  input: {
    text: {
      example: "https://www.example.com",
      validationRegex: "^https?://[^/\\s]+/?$",
      validationErrorMessage: "An address such as https://www.example.com (no path).",
    },
  },
});

const region = defineString("REGION", {
  default: "us-central1",
  description: "Where the functions run; the Firestore database's region keeps the event's trip short.",
});

/**
 * The name a collection's function is exported under. Deployed names of 2nd gen functions may hold lower
 * case letters, digits and hyphens only, and a hyphen in an exported name would be read back as a
 * group separator, so both the capitals and the underscores of collection names go.
 */
function functionKey(collection: string): string {
  const key = collection.toLowerCase().replace(/[^a-z0-9]/g, "");
  // 63 characters at most for the deployed name `revalidate-<key>`.
  if (!/^[a-z0-9]{1,52}$/.test(key)) throw new Error(`collection "${collection}" gives no usable function name ("${key}")`);
  return key;
}

function revalidationTrigger(collection: string) {
  return onDocumentWritten(
    {
      document: `${collection}/{id}`,
      region,
      secrets: [revalidateSecret],
      // The handler throws only when the site could not be reached or kept failing: worth delivering again.
      retry: true,
      memory: "256MiB",
      // Three tries of at most 10 s each, with the pauses between them.
      timeoutSeconds: 60,
      // Owners edit one document at a time; even a bulk import needs no more than a few at once.
      maxInstances: 3,
    },
    (event) =>
      notifySite(collection, { siteUrl: siteUrl.value(), secret: revalidateSecret.value() }, { document: event.document, eventId: event.id }),
  );
}

function triggers(): Record<string, ReturnType<typeof revalidationTrigger>> {
  const group: Record<string, ReturnType<typeof revalidationTrigger>> = {};
  for (const collection of contentCollections) {
    const key = functionKey(collection);
    if (Object.hasOwn(group, key)) throw new Error(`two content collections would deploy as revalidate-${key}`);
    group[key] = revalidationTrigger(collection);
  }
  return group;
}

/** The content collections' triggers, keyed by their deployed names' tails. */
export const revalidate = triggers();

// Cloud Functions that follow every edit of the website's content where no server of its own lives
// between requests (Vercel): each write to a content document posts {"collections": [<its collection>]}
// to the site's POST /api/revalidate, keeps the version it replaced in the history, and tells the owners
// of content the site cannot show as typed (lib/content/after-edit.ts: the same code the site's own
// listeners run on a long-running server).
//
// One trigger per content collection (the group `revalidate`, deployed as revalidate-<name>) rather than
// one `{collection}/{id}` wildcard that filters in code: every form post writes three or four documents
// (Inquiries or Career, mail, form_rate_limits, form_start_tokens), and a wildcard would be started and
// billed for each of them only to return. Per-collection triggers are never invoked for those, and each
// collection's logs, failures and retries are its own. The list is the site's lib/content/collections.ts,
// bundled in at build time (scripts/bundle.mjs), so a collection added there gets its trigger on the
// next deploy. Besides them, `certificates` runs once a day for what changes with time alone.
import { initializeApp } from "firebase-admin/app";
import { getFirestore, type DocumentSnapshot } from "firebase-admin/firestore";
import { defineSecret, defineString } from "firebase-functions/params";
import { onDocumentWrittenWithAuthContext } from "firebase-functions/v2/firestore";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { afterContentEdit } from "@/lib/content/after-edit";
import { collectionNames, type CollectionName } from "@/lib/content/collections";
import type { Version } from "@/lib/content/history";
import { noticeExpiredCertificates } from "@/lib/content/problems";
import { consoleDocumentUrl } from "@/lib/notify/console-url";
import { notifyRecipients } from "@/lib/notify/recipients";
import { notifySite } from "./notify-site";

initializeApp();

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

// Who is told of content the site cannot show: as on the site, NOTIFY_CONTENT_TO, else NOTIFY_INQUIRIES_TO.
const notifyContentTo = defineString("NOTIFY_CONTENT_TO", {
  default: "",
  description: "Comma-separated addresses told of content the site cannot show.",
});
const notifyInquiriesTo = defineString("NOTIFY_INQUIRIES_TO", {
  default: "",
  description: "The site's NOTIFY_INQUIRIES_TO, told when NOTIFY_CONTENT_TO is empty.",
});

const region = defineString("REGION", {
  default: "us-central1",
  description:
    "Where the functions run: the Firestore database's region (asia-south1 for Mumbai) keeps each event's trip short.",
});

/**
 * The name a collection's function is exported under. Deployed names of 2nd gen functions may hold lower
 * case letters, digits and hyphens only, and a hyphen in an exported name would be read back as a
 * group separator, so both the capitals and the underscores of collection names go.
 */
function functionKey(collection: string): string {
  const key = collection.toLowerCase().replace(/[^a-z0-9]/g, "");
  // 63 characters at most for the deployed name `revalidate-<key>`.
  if (!/^[a-z0-9]{1,52}$/.test(key))
    throw new Error(`collection "${collection}" gives no usable function name ("${key}")`);
  return key;
}

/** A side of the change as the history keeps it; null where the document does not exist. */
function versionOf(snap: DocumentSnapshot | undefined): Version | null {
  return snap?.exists
    ? { data: snap.data() ?? {}, updateTime: snap.updateTime!, createTime: snap.createTime! }
    : null;
}

/** The document in the Firebase console of the project the function runs in. */
function consoleUrl(collection: string, id: string): string | undefined {
  const project = process.env.GCLOUD_PROJECT;
  return project ? consoleDocumentUrl(project, collection, id) : undefined;
}

/** Who is told of content the site cannot show, read when a function runs. */
const contentRecipients = () =>
  notifyRecipients({
    NOTIFY_CONTENT_TO: notifyContentTo.value(),
    NOTIFY_INQUIRIES_TO: notifyInquiriesTo.value(),
  }).content;

function revalidationTrigger(collection: CollectionName) {
  return onDocumentWrittenWithAuthContext(
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
    async (event) => {
      const change = {
        collection,
        id: event.params.id,
        before: versionOf(event.data?.before),
        after: versionOf(event.data?.after),
      };
      const recipients = contentRecipients();
      // Who made the change, as Firestore tells it: a person's or a service account's address, or what kind of caller.
      const changedBy =
        event.authId || (event.authType && event.authType !== "unknown" ? event.authType : null);
      // Both run to their end before the function does (work left running after it may be cut off);
      // the history and the mail never throw (after-edit.ts), the call to the site may.
      const [call] = await Promise.allSettled([
        notifySite(
          collection,
          { siteUrl: siteUrl.value(), secret: revalidateSecret.value() },
          { document: event.document, eventId: event.id },
        ),
        afterContentEdit(getFirestore(), change, { recipients, consoleUrl, changedBy }),
      ]);
      if (call.status === "rejected") throw call.reason;
    },
  );
}

function triggers(): Record<string, ReturnType<typeof revalidationTrigger>> {
  const group: Record<string, ReturnType<typeof revalidationTrigger>> = {};
  for (const collection of collectionNames) {
    const key = functionKey(collection);
    if (Object.hasOwn(group, key))
      throw new Error(`two content collections would deploy as revalidate-${key}`);
    group[key] = revalidationTrigger(collection);
  }
  return group;
}

/** The content collections' triggers, keyed by their deployed names' tails. */
export const revalidate = triggers();

/**
 * A certificate stops being shown when its `valid_until` passes, with no edit for a trigger to see: once a
 * day, just after midnight in India (a date is valid through that day there), the owners are told of each
 * that has expired since, once, as of any content the site does not show. A check that fails (the
 * database did not answer) fails the run, which Cloud Scheduler tries again.
 */
export const certificates = onSchedule(
  {
    schedule: "every day 00:05",
    timeZone: "Asia/Kolkata",
    region,
    memory: "256MiB",
    timeoutSeconds: 120,
    retryCount: 2,
  },
  async () => {
    await noticeExpiredCertificates(getFirestore(), {
      recipients: contentRecipients(),
      consoleUrl,
    });
  },
);

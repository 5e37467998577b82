// Cloud Functions that follow content edits where no server of the site lives (Vercel): each write to a
// content document calls the site's POST /api/revalidate and runs lib/content/after-edit.ts. One trigger
// per content collection, not a `{collection}/{id}` wildcard, which every form post's writes would start
// and bill. Once a day, `certificates` tells of those that expired with no edit.
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { defineSecret, defineString } from "firebase-functions/params";
import { onDocumentWrittenWithAuthContext } from "firebase-functions/v2/firestore";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { afterContentEdit, noticeExpiredCertificates } from "@/lib/content/after-edit";
import { collectionNames, type CollectionName } from "@/lib/content/collections";
import { versionOf } from "@/lib/content/history";
import { consoleDocumentUrl, notifyRecipients } from "@/lib/notify/recipients";
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
// As on the site: NOTIFY_CONTENT_TO, else NOTIFY_INQUIRIES_TO.
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
  description: "Where the functions run: the Firestore database's region (asia-south1 for Mumbai).",
});

/** Read when a function runs. */
const problemOptions = () => ({
  recipients: notifyRecipients({
    NOTIFY_CONTENT_TO: notifyContentTo.value(),
    NOTIFY_INQUIRIES_TO: notifyInquiriesTo.value(),
  }).content,
  consoleUrl: (collection: string, id: string) =>
    process.env.GCLOUD_PROJECT && consoleDocumentUrl(process.env.GCLOUD_PROJECT, collection, id),
});

const revalidationTrigger = (collection: CollectionName) =>
  onDocumentWrittenWithAuthContext(
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
      // A person's or a service account's address, or what kind of caller.
      const changedBy =
        event.authId || (event.authType && event.authType !== "unknown" ? event.authType : null);
      // Both run to their end before the function does (work left running after it may be cut off);
      // the history and the mail never throw, the call to the site may.
      const [call] = await Promise.allSettled([
        notifySite(
          collection,
          { siteUrl: siteUrl.value(), secret: revalidateSecret.value() },
          { document: event.document, eventId: event.id },
        ),
        afterContentEdit(getFirestore(), change, { ...problemOptions(), changedBy }),
      ]);
      if (call.status === "rejected") throw call.reason;
    },
  );

/**
 * The content collections' triggers, keyed by their deployed names' tails: a 2nd gen function's name
 * holds lower case letters, digits and hyphens only, and a hyphen here would be read as a group.
 */
export const revalidate = Object.fromEntries(
  collectionNames.map((name) => [
    name.toLowerCase().replace(/[^a-z0-9]/g, ""),
    revalidationTrigger(name),
  ]),
);

/** Just after midnight in India, where a date is valid through that day; Cloud Scheduler retries a failure. */
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
    await noticeExpiredCertificates(getFirestore(), problemOptions());
  },
);

// A certificate is shown until its `valid_until` has passed, and an opening until its `valid_through`
// has: that comes with time, not an edit, so pages filter them as they render (server and open tabs),
// and cached reads end at the next such moment.
import type { Problem } from "@/lib/content/parse";
import type { Certification, JobOpening } from "@/lib/content/schemas";
import { INDIA_OFFSET, withIndiaZone } from "@/lib/site/india-date";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * When a certificate or an opening ends: a date at the end of that day in India, a time with no zone in
 * India's (never the reader's, so the server's HTML and an open tab agree).
 */
export function expiresAt(until: string | undefined): number | undefined {
  const text = until ?? "";
  const at = DATE_ONLY.test(text)
    ? Date.parse(`${text}T00:00${INDIA_OFFSET}`) + DAY_MS
    : Date.parse(withIndiaZone(text));
  return Number.isNaN(at) ? undefined : at;
}

const lasts = (until: string | undefined, now: number) => (expiresAt(until) ?? Infinity) > now;

/** The first of these ends still to come. */
function nextEnd(ends: (string | undefined)[], now: number): number | undefined {
  const times = ends.map(expiresAt).filter((at): at is number => at! > now);
  return times.length ? Math.min(...times) : undefined;
}

export function currentCertificates<T extends Pick<Certification, "valid_until">>(
  list: T[],
  now: number,
): T[] {
  return list.filter((cert) => lasts(cert.valid_until, now));
}

export const nextExpiry = (list: Pick<Certification, "valid_until">[], now: number) =>
  nextEnd(
    list.map((cert) => cert.valid_until),
    now,
  );

/** Open: marked so, and its last day to apply not passed (`now` unset: as the server's reader left it). */
export const isOpen = (job: Pick<JobOpening, "open" | "valid_through">, now?: number) =>
  job.open && (now === undefined || lasts(job.valid_through, now));

/** When the first open opening closes by its date. */
export const nextClosing = (list: Pick<JobOpening, "open" | "valid_through">[], now: number) =>
  nextEnd(
    list.filter((job) => job.open).map((job) => job.valid_through),
    now,
  );

export function expiredProblems(list: Certification[], now: number): Problem[] {
  return list
    .filter((cert) => !lasts(cert.valid_until, now))
    .map((cert) => ({
      collection: "certifications",
      id: cert.id,
      field: "valid_until",
      message: `${cert.valid_until} has passed: the certificate is no longer shown (renew it or delete the document)`,
    }));
}

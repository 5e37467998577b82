// A certificate is shown until its `valid_until` has passed, which comes with time, not an edit: pages
// filter them as they render (server and open tabs), and cached reads end at the next expiry.
import type { Problem } from "@/lib/content/parse";
import type { Certification } from "@/lib/content/schemas";
import { INDIA_OFFSET, withIndiaZone } from "@/lib/site/india-date";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * When a certificate stops being valid: a date at the end of that day in India, a time with no zone in
 * India's (never the reader's, so the server's HTML and an open tab agree).
 */
export function expiresAt(cert: Pick<Certification, "valid_until">): number | undefined {
  const until = cert.valid_until ?? "";
  const at = DATE_ONLY.test(until)
    ? Date.parse(`${until}T00:00${INDIA_OFFSET}`) + DAY_MS
    : Date.parse(withIndiaZone(until));
  return Number.isNaN(at) ? undefined : at;
}

export function currentCertificates<T extends Pick<Certification, "valid_until">>(
  list: T[],
  now: number,
): T[] {
  return list.filter((cert) => (expiresAt(cert) ?? Infinity) > now);
}

export function nextExpiry(
  list: Pick<Certification, "valid_until">[],
  now: number,
): number | undefined {
  const ends = list.map(expiresAt).filter((at): at is number => at! > now);
  return ends.length ? Math.min(...ends) : undefined;
}

export function expiredProblems(list: Certification[], now: number): Problem[] {
  return list
    .filter((cert) => (expiresAt(cert) ?? Infinity) <= now)
    .map((cert) => ({
      collection: "certifications",
      id: cert.id,
      field: "valid_until",
      message: `${cert.valid_until} has passed: the certificate is no longer shown (renew it or delete the document)`,
    }));
}

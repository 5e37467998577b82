// When a certificate is shown: until its `valid_until` has passed. That changes with time, not with an
// edit, so the pages that show certificates filter them when they render (on the server and, in an open
// tab, in the browser), the server's cached pages live no longer than the next expiry (lib/content/read.ts),
// and an expired certificate is reported as a content problem. Pure functions, used on both sides.
import type { Problem } from "@/lib/content/parse";
import type { Certification } from "@/lib/content/schemas";
import { INDIA_OFFSET, withIndiaZone } from "@/lib/site/india-date";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * The moment a certificate stops being valid (ms since 1970), or undefined when it has no end. A date
 * is valid through that whole day in India; a timestamp until that moment, India time when it has no zone
 * (never the zone of whatever reads it, so the server's HTML and an open tab agree).
 */
export function expiresAt(cert: Pick<Certification, "valid_until">): number | undefined {
  const until = cert.valid_until;
  if (!until) return undefined;
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

/** When the next of these certificates expires, if one does after `now`: what is shown changes then. */
export function nextExpiry(
  list: Pick<Certification, "valid_until">[],
  now: number,
): number | undefined {
  const ends = list.map(expiresAt).filter((at): at is number => at !== undefined && at > now);
  return ends.length ? Math.min(...ends) : undefined;
}

/** Every expired certificate, as `content check` and the server log report it. */
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

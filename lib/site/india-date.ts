// The calendar in India, where the company works and its owners type dates: the same answer on the
// server (in UTC on Vercel) and in a visitor's browser, whatever zone either is in. India Standard Time
// is UTC+5:30 all year, with no daylight saving, so a fixed offset is exact and needs no zone data.
// Used on both sides: no imports.

/** India's offset from UTC, as an ISO date-time writes it. */
export const INDIA_OFFSET = "+05:30";
const INDIA_OFFSET_MS = 330 * 60_000;

/** A Date whose UTC fields read the wall clock in India at `at`. */
const wallClock = (at: Date | number) => new Date(Number(at) + INDIA_OFFSET_MS);

/** The date in India at `at` (by default now), year-month-day: 2026-01-15. */
export const indiaDate = (at: Date | number = Date.now()) =>
  wallClock(at).toISOString().slice(0, 10);

/** The wall clock in India at `at`, to the second: 2026-01-15 07:00:12. */
export const indiaDateTime = (at: Date | number) =>
  wallClock(at).toISOString().replace("T", " ").slice(0, 19);

/** The year in India at `at` (by default now). */
export const indiaYear = (at: Date | number = Date.now()) => wallClock(at).getUTCFullYear();

const DAY_FORMAT = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** A date as a visitor reads it, on India's calendar: 31 March 2029 (a certificate's end, a notice's last change). */
export const indiaDayText = (iso: string) => DAY_FORMAT.format(new Date(iso));

/** An ISO date-time without a zone, which Date.parse would read in the local time of whatever runs it. */
const ZONELESS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A date-time typed without a zone (2027-03-31T18:00) is India time: it is given India's offset, so
 * that every reader, whatever its own zone, takes it for the same moment. Any other text (a date alone,
 * a date-time with its zone) is returned as it is.
 */
export const withIndiaZone = (text: string) =>
  ZONELESS.test(text) ? `${text}${INDIA_OFFSET}` : text;

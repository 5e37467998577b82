// The calendar in India, the same on the server (UTC on Vercel) and in any browser. IST is UTC+5:30 all
// year, so a fixed offset is exact and needs no zone data.

export const INDIA_OFFSET = "+05:30";
const INDIA_OFFSET_MS = 330 * 60_000;

/** A Date whose UTC fields read the wall clock in India at `at`. */
const wallClock = (at: Date | number) => new Date(Number(at) + INDIA_OFFSET_MS);

/** 2026-01-15 */
export const indiaDate = (at: Date | number = Date.now()) =>
  wallClock(at).toISOString().slice(0, 10);

/** 2026-01-15 07:00:12 */
export const indiaDateTime = (at: Date | number) =>
  wallClock(at).toISOString().replace("T", " ").slice(0, 19);

export const indiaYear = (at: Date | number = Date.now()) => wallClock(at).getUTCFullYear();

const DAY_FORMAT = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** 31 March 2029 */
export const indiaDayText = (iso: string) => DAY_FORMAT.format(new Date(iso));

const ZONELESS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/** A date-time with no zone is India time (Date.parse would read it in the reader's local time). */
export const withIndiaZone = (text: string) =>
  ZONELESS.test(text) ? `${text}${INDIA_OFFSET}` : text;

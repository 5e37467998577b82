// The calendar and numbers in India, the same on the server (UTC on Vercel) and in any browser. IST is UTC+5:30 all
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

const MONTHS =
  "January February March April May June July August September October November December";

/** 31 March 2029, as en-IN writes it: not with Intl, whose first formatter in a tab blocks it for
 * tens of milliseconds while it loads the locale's data. */
export function indiaDayText(iso: string): string {
  const day = wallClock(new Date(iso));
  if (Number.isNaN(day.getTime())) throw new RangeError(`not a date: "${iso}"`);
  return `${day.getUTCDate()} ${MONTHS.split(" ")[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** 1,23,45,678.5, as en-IN groups digits, to at most three decimals (without Intl, as above). */
export function indiaNumber(n: number): string {
  const [whole, fraction] = String(Math.round(Math.abs(n) * 1000) / 1000).split(".");
  const grouped = whole.replace(/(\d)(?=(\d\d)*\d{3}$)/g, "$1,");
  return `${n < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

const ZONELESS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/** A date-time with no zone is India time (Date.parse would read it in the reader's local time). */
export const withIndiaZone = (text: string) =>
  ZONELESS.test(text) ? `${text}${INDIA_OFFSET}` : text;

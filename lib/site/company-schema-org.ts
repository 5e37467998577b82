// The company's address and hours as schema.org fields and a short place name, for search engines and
// share cards.
import type { Company } from "@/lib/content/schemas";

// Indian addresses end "…, <town>", "<state> <PIN>", "India"; the PIN is six digits, often written 396 035.
const PIN_LINE = /^(.*?)[,\s-]*\b(\d{3})\s?(\d{3})$/;
const COUNTRY_CODES: Record<string, string> = { india: "IN", bharat: "IN" };

export type PostalAddress = {
  streetAddress: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry?: string;
};

/** Lines written the usual Indian way (street, town, "state PIN", country); others go to streetAddress. */
export function postalAddress(lines: string[]): PostalAddress {
  const rest = [...lines];
  const out: Omit<PostalAddress, "streetAddress"> = {};
  const country = COUNTRY_CODES[rest.at(-1)?.trim().toLowerCase() ?? ""];
  if (country && rest.length > 1) {
    out.addressCountry = country;
    rest.pop();
  }
  const pin = rest.length > 1 ? PIN_LINE.exec(rest.at(-1)?.trim() ?? "") : null;
  if (pin) {
    rest.pop();
    out.postalCode = `${pin[2]}${pin[3]}`;
    if (pin[1]) out.addressRegion = pin[1];
    if (rest.length > 1) out.addressLocality = rest.pop();
  }
  return { streetAddress: rest.join(", "), ...out };
}

/** The street line's last part, town and state. */
export function shortAddress(lines: string[]): string {
  const { streetAddress, addressLocality, addressRegion } = postalAddress(lines);
  const area = streetAddress.split(",").at(-1)?.trim();
  return [area, addressLocality, addressRegion].filter(Boolean).join(", ");
}

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const RANGE = /\s*(?:–|—|-|\bto\b)\s*/i;

function weekday(word: string): number {
  const w = word.trim().toLowerCase();
  return w.length >= 3 ? WEEK.findIndex((day) => day.toLowerCase().startsWith(w.slice(0, 3))) : -1;
}

/** "Monday – Saturday", "Mon-Fri", "Sunday", "Mon, Wed" as weekday names; undefined when not read. */
function weekdays(text: string): string[] | undefined {
  const days: string[] = [];
  for (const part of text.split(/,|&|\band\b/)) {
    const [from, to = from, ...more] = part.split(RANGE).map(weekday);
    if (more.length || from < 0 || to < 0) return undefined;
    for (let i = from; ; i = (i + 1) % 7) {
      days.push(WEEK[i]);
      if (i === to) break;
    }
  }
  return days.length ? days : undefined;
}

/** "9:00", "09.30", "6 pm", "6:30 PM" as 24-hour "HH:MM"; undefined when not read. */
function clockTime(text: string): string | undefined {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*m?\.?$/i.exec(text.trim());
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase();
  if (half === "p" && hours < 12) hours += 12;
  if (half === "a" && hours === 12) hours = 0;
  if (hours > 24 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

export type OpeningHours = { dayOfWeek: string[]; opens: string; closes: string };

/** Rows that cannot be read (and closed days, which search engines assume) are left out. */
export function openingHours(hours: Company["hours"] = []): OpeningHours[] {
  return hours.flatMap(({ days, time }) => {
    const dayOfWeek = weekdays(days);
    const [opens, closes, ...more] = time.split(RANGE).map(clockTime);
    return dayOfWeek && opens && closes && !more.length ? [{ dayOfWeek, opens, closes }] : [];
  });
}

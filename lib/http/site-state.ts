// What the proxy must know before Next serves a page, and Next cannot tell it:
// - the site switch: a switched-off site is answered 503 before any page (no page is rendered from the
//   switch, so a cached page is always the site itself). On a long-running server the change listeners
//   hand it over as it changes; elsewhere it is read at most once a minute per instance, and at once
//   after a revalidation call that named `project`;
// - whether the database answers, for a detail page this instance has not served before: Next has no
//   copy of it to fall back on, and a render that fails answers an empty document, so while the database
//   is away such a page is answered with the branded 503 instead (with the company's name and phone,
//   kept from the last answer).
import "server-only";
import { readFirstNow } from "@/lib/content/read";
import { processWide } from "@/lib/http/process-wide";
import { contactFacts, type ContactFacts } from "@/lib/http/unavailable-page";
import { DEFAULT_COMPANY } from "@/lib/site/default-company";

const SWITCH_KEPT_MS = 45_000;
const DATABASE_CHECK_KEPT_MS = 2_000;
const READ_TIMEOUT_MS = 2_000;
/** Detail pages remembered as served; past this the oldest are forgotten (and checked again). */
const SERVED_LIMIT = 5_000;

type State = {
  /** From the listeners' snapshots; undefined where none run. */
  listened?: boolean;
  online?: boolean;
  readAt: number;
  reading?: Promise<void>;
  databaseUp?: boolean;
  checkedAt: number;
  checking?: Promise<void>;
  contact: ContactFacts;
  served: Set<string>;
};

const state = () =>
  processWide<State>("site-state", () => ({
    readAt: 0,
    checkedAt: 0,
    contact: contactFacts(DEFAULT_COMPANY),
    served: new Set(),
  }));

/** Whether the site is switched on; while the database is away, as last known (on at first). */
export async function siteIsOnline(): Promise<boolean> {
  const s = state();
  if (s.listened !== undefined) return s.listened;
  if (!s.reading && Date.now() - s.readAt > SWITCH_KEPT_MS) {
    s.reading = readFirstNow("project", READ_TIMEOUT_MS)
      .then(
        (project) => void (s.online = project?.online ?? true),
        () => undefined,
      )
      .finally(() => {
        s.readAt = Date.now();
        s.reading = undefined;
      });
  }
  if (s.online === undefined) await s.reading;
  return s.online ?? true;
}

/** The switch as the listeners last saw it, or undefined where none run. */
export const listenedSiteSwitch = () => state().listened;

/** The switch from a listener's snapshot of `project`. */
export const recordSiteSwitch = (online: boolean) => void (state().listened = online);

/** After a revalidation that named `project`: the next page request reads the switch first. */
export function forgetSiteSwitch(): void {
  const s = state();
  s.online = undefined;
  s.readAt = 0;
}

/** The company's facts for the 503 page, from a listener's snapshot of `company`. */
export const recordContact = (contact: ContactFacts) => void (state().contact = contact);

/** The name, phone and e-mail the 503 page shows. */
export const siteContact = () => state().contact;

/**
 * Whether a detail page may be passed on to Next: one served before may (Next serves its copy whatever
 * the database does), another only while the database answers (asked at most every 2 s; the answer
 * also brings the company's facts for the 503 page).
 */
export async function detailPageServable(path: string): Promise<boolean> {
  const s = state();
  if (s.served.has(path)) return true;
  if (!s.checking && Date.now() - s.checkedAt > DATABASE_CHECK_KEPT_MS) {
    s.checking = readFirstNow("company", READ_TIMEOUT_MS)
      .then(
        (company) => {
          s.databaseUp = true;
          if (company) s.contact = contactFacts(company);
        },
        () => void (s.databaseUp = false),
      )
      .finally(() => {
        s.checkedAt = Date.now();
        s.checking = undefined;
      });
  }
  await s.checking;
  if (!s.databaseUp) return false;
  if (s.served.size >= SERVED_LIMIT) s.served.delete(s.served.values().next().value as string);
  s.served.add(path);
  return true;
}

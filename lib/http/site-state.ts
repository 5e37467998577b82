// What the proxy must know before Next serves a page:
// - the site switch (a switched-off site is answered 503, so a cached page is always the site itself);
// - whether a product, service or open opening's page exists: notFound() in a page rendered on first visit answers 404
//   with an empty document that only scripts fill in, so unknown ids go to the not-found page first;
// - for a detail page never checked here, whether the database answers (else the branded 503).
// The change listeners hand it over as it changes; elsewhere each is read at most once per KEPT_MS per
// instance, and again after a revalidation naming its collection.
import "server-only";
import { isOpen } from "@/lib/content/certificates";
import { readFirstNow, readRecordNow } from "@/lib/content/read";
import { processWide } from "@/lib/http/process-wide";
import { contactFacts, type ContactFacts } from "@/lib/http/standalone-page";
import { companyOrDefault } from "@/lib/site/company";
import type { JobOpening } from "@/lib/content/schemas";

/** SITE_STATE_SECONDS: how long an instance keeps what it read (45 s: at most one read a minute). */
const KEPT_MS = (Number(process.env.SITE_STATE_SECONDS) || 45) * 1000;
const READ_TIMEOUT_MS = 2_000;
const VERDICTS_MAX = 5_000;

export type DetailCollection = "Products" | "Services" | "career_detail";
type Verdict = { exists: boolean; at: number };

type State = {
  /** From the listeners' snapshots; undefined where none run. */
  listened?: boolean;
  listenedIds: Partial<Record<DetailCollection, ReadonlySet<string>>>;
  online?: boolean;
  readAt: number;
  /** A revalidation named `project`: the next page request waits for the switch to be read. */
  stale?: boolean;
  reading?: Promise<void>;
  verdicts: Map<string, Verdict>;
  contact: ContactFacts;
};

const state = () =>
  processWide<State>("site-state", () => ({
    listenedIds: {},
    readAt: 0,
    verdicts: new Map(),
    contact: contactFacts(companyOrDefault(null)),
  }));

/** Whether the site is switched on; while the database is away, as last known (on at first). */
export async function siteIsOnline(): Promise<boolean> {
  const s = state();
  if (s.listened !== undefined) return s.listened;
  if (!s.reading && (s.stale || Date.now() - s.readAt > KEPT_MS)) {
    s.reading = readFirstNow("project", READ_TIMEOUT_MS)
      .then(
        (project) => void (s.online = project?.online ?? true),
        () => undefined,
      )
      .finally(() => {
        s.readAt = Date.now();
        s.stale = false;
        s.reading = undefined;
      });
  }
  if (s.online === undefined || s.stale) await s.reading;
  return s.online ?? true;
}

/** A record's page is shown: an opening's only while it is open. */
export const hasPage = (record: object) =>
  !("open" in record) || isOpen(record as JobOpening, Date.now());

export const listenedSiteSwitch = () => state().listened;

export const recordSiteSwitch = (online: boolean) => void (state().listened = online);
export const recordContact = (contact: ContactFacts) => void (state().contact = contact);
export function recordDetailIds(collection: DetailCollection, ids: string[]): void {
  state().listenedIds[collection] = new Set(ids);
}

export function forgetSiteState(names: readonly string[]): void {
  const s = state();
  if (names.includes("project")) s.stale = true;
  // Kept as they are for an outage meanwhile, but read again first.
  for (const [key, verdict] of s.verdicts)
    if (names.some((name) => key.startsWith(`${name}/`))) verdict.at = 0;
}

export const siteContact = () => state().contact;

export async function detailVerdict(
  collection: DetailCollection,
  id: string,
  preview: boolean,
): Promise<"page" | "missing" | "unavailable"> {
  const s = state();
  // An id the listeners do not know may have been added a moment ago: it is read (and kept).
  if (!preview && s.listenedIds[collection]?.has(id)) return "page";
  const key = `${collection}/${preview ? "preview/" : ""}${id}`;
  const kept = s.verdicts.get(key);
  if (kept && Date.now() - kept.at < KEPT_MS) return kept.exists ? "page" : "missing";
  try {
    const [record, company] = await Promise.all([
      readRecordNow(collection, id, preview, READ_TIMEOUT_MS),
      readFirstNow("company", READ_TIMEOUT_MS),
    ]);
    s.contact = contactFacts(companyOrDefault(company));
    if (s.verdicts.size >= VERDICTS_MAX) s.verdicts.delete(s.verdicts.keys().next().value!);
    const exists = record !== null && hasPage(record);
    s.verdicts.set(key, { exists, at: Date.now() });
    return exists ? "page" : "missing";
  } catch {
    // Checked before: Next has served it, and serves its copy whatever the database does.
    return kept ? (kept.exists ? "page" : "missing") : "unavailable";
  }
}

// On a long-running server, one firebase-admin listener per content collection: a change invalidates
// its cache tag at once, hands the proxy its facts, and is kept in the history and checked
// (lib/content/after-edit.ts). With no edits the server makes no Firestore reads, whatever the traffic.
import "server-only";
import type { QueryDocumentSnapshot, QuerySnapshot } from "firebase-admin/firestore";
import {
  afterContentEdit,
  checkExistingDocument,
  checkExpiredCertificates,
  type AfterEditOptions,
} from "@/lib/content/after-edit";
import { nextExpiry } from "@/lib/content/certificates";
import { collectionNames, type CollectionName } from "@/lib/content/collections";
import type { Version } from "@/lib/content/history";
import { parseFirst, parseList, type RawDoc } from "@/lib/content/parse";
import { hasPage, recordContact, recordDetailIds, recordSiteSwitch } from "@/lib/http/site-state";
import { contactFacts } from "@/lib/http/standalone-page";
import { companyOrDefault } from "@/lib/site/company";
import { openDedicatedDb } from "@/lib/firebase/admin";
import { processRevalidationToken } from "@/lib/content/revalidation";

const BATCH_MS = 20;
/**
 * Each batch is sent a second time this much later: a page that began to render again just before the
 * first (a request for a page past its revalidate time) may have read the old data and still be stored
 * as newer than that call, stale for up to an hour; the second call marks it stale once more.
 */
const AGAIN_MS = 2_000;
const REATTACH_FIRST_MS = 500;
const REATTACH_MAX_MS = 30_000;
const SEND_ATTEMPTS = 8;
/** The longest a timer may wait (about 24.8 days); a later expiry is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Options = {
  /** Invalidates the named collections; rejects when that did not happen. */
  revalidate(names: CollectionName[]): Promise<void>;
  /** When set, every edit is kept in the history and checked for problems (told to these recipients). */
  afterEdit?: AfterEditOptions;
};

const versionOf = (doc: QueryDocumentSnapshot): Version => ({
  data: doc.data(),
  updateTime: doc.updateTime,
  createTime: doc.createTime,
});

/** Hands the proxy its facts (lib/http/site-state.ts); a missing `project` record means online. */
function recordFacts(name: CollectionName, docs: RawDoc[]): void {
  if (name === "project") recordSiteSwitch(parseFirst("project", docs)?.online ?? true);
  if (name === "company")
    recordContact(contactFacts(companyOrDefault(parseFirst("company", docs))));
  if (name === "Products" || name === "Services" || name === "career_detail")
    recordDetailIds(
      name,
      parseList(name, docs)
        .filter(hasPage)
        .map((record) => record.id),
    );
}

/** Sends the collections named within `delayMs` as one batch, retrying while the server starts. */
function batcher(
  revalidate: Options["revalidate"],
  delayMs: number,
): (names: CollectionName[]) => void {
  let waiting = new Set<CollectionName>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = async (names: CollectionName[]) => {
    for (let attempt = 0; attempt < SEND_ATTEMPTS; attempt++) {
      try {
        await revalidate(names);
        return;
      } catch (error) {
        if (attempt === SEND_ATTEMPTS - 1) {
          console.error(
            `[content] could not invalidate ${names.join(", ")}:`,
            error instanceof Error ? error.message : error,
          );
        }
      }
      await sleep(250 * 2 ** attempt);
    }
  };
  return (names) => {
    for (const name of names) waiting.add(name);
    timer ??= setTimeout(() => {
      const batch = [...waiting];
      waiting = new Set();
      timer = undefined;
      void send(batch);
      setTimeout(() => void send(batch), AGAIN_MS).unref?.();
    }, delayMs);
  };
}

/** A certificate expires with no edit, so no snapshot tells of it: a timer at each expiry does. */
function expiryTimer(tell: () => Promise<void>): { follow(docs: RawDoc[]): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const follow = (docs: RawDoc[]) => {
    clearTimeout(timer);
    const at = nextExpiry(parseList("certifications", docs), Date.now());
    if (at === undefined) return;
    const wait = at - Date.now() + 1000;
    timer = setTimeout(
      () => {
        if (wait <= LONGEST_TIMER_MS) void tell();
        follow(docs);
      },
      Math.min(wait, LONGEST_TIMER_MS),
    );
    timer.unref?.();
  };
  return { follow, stop: () => clearTimeout(timer) };
}

/**
 * Starts the listeners. Every snapshot invalidates its collection, the first one too: what was rendered
 * before the listener attached may be stale, and a deletion leaves no trace to compare with. A failed
 * listener is attached again with growing pauses.
 */
export function startChangeFeed(options: Options): () => Promise<void> {
  const { db, close } = openDedicatedDb("listeners");
  const stops: (() => void)[] = [];
  let stopped = false;
  const revalidate: Options["revalidate"] = async (names) => {
    if (!stopped) await options.revalidate(names);
  };
  const send = batcher(revalidate, BATCH_MS);
  const afterEdit = options.afterEdit;
  const expiry = afterEdit ? expiryTimer(() => checkExpiredCertificates(db, afterEdit)) : undefined;
  if (expiry) stops.push(expiry.stop);

  for (const name of collectionNames) {
    let detach: (() => void) | undefined;
    let failures = 0;
    /** The documents as the last snapshot had them: what an edit replaced. */
    let versions = new Map<string, Version>();
    let seen = false;
    const follow = (snap: QuerySnapshot, first: boolean) => {
      if (!afterEdit) return;
      if (first) {
        const kept = versions;
        versions = new Map(snap.docs.map((doc) => [doc.id, versionOf(doc)]));
        if (!seen) {
          seen = true;
          for (const doc of snap.docs)
            void checkExistingDocument(db, name, doc.id, doc.data(), afterEdit);
          return;
        }
        // Attached again after a failure: compared with the versions kept, so the history is whole.
        for (const [id, after] of versions) {
          const before = kept.get(id) ?? null;
          if (!before?.updateTime.isEqual(after.updateTime))
            void afterContentEdit(db, { collection: name, id, before, after }, afterEdit);
        }
        for (const [id, before] of kept)
          if (!versions.has(id))
            void afterContentEdit(db, { collection: name, id, before, after: null }, afterEdit);
        return;
      }
      for (const { type, doc } of snap.docChanges()) {
        const before = versions.get(doc.id) ?? null;
        const after = type === "removed" ? null : versionOf(doc);
        if (after) versions.set(doc.id, after);
        else versions.delete(doc.id);
        void afterContentEdit(db, { collection: name, id: doc.id, before, after }, afterEdit);
      }
    };
    const attach = () => {
      if (stopped) return;
      let first = true;
      detach = db.collection(name).onSnapshot(
        (snap: QuerySnapshot) => {
          const docs = snap.docs.map((d) => ({ id: d.id, data: d.data() }));
          recordFacts(name, docs);
          if (name === "certifications") expiry?.follow(docs);
          follow(snap, first);
          first = false;
          failures = 0;
          send([name]);
        },
        (error) => {
          detach?.();
          detach = undefined;
          const wait = Math.min(REATTACH_MAX_MS, REATTACH_FIRST_MS * 2 ** failures);
          failures++;
          console.error(
            `[content] listener on ${name} failed (${error.message}); attaching again in ${wait} ms`,
          );
          setTimeout(attach, wait);
        },
      );
    };
    attach();
    stops.push(() => detach?.());
  }

  return async () => {
    if (stopped) return;
    stopped = true;
    for (const stop of stops) stop();
    await close();
  };
}

/** Invalidates through this server's revalidation route: Next applies revalidateTag only in a request. */
export const loopbackRevalidate: Options["revalidate"] = async (names) => {
  const res = await fetch(`http://127.0.0.1:${process.env.PORT || "3000"}/api/revalidate`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${processRevalidationToken()}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ collections: names }),
  });
  if (!res.ok) throw new Error(`the revalidation route answered ${res.status}`);
};

// The live counterpart of the collection readers in lib/content/read.ts: one web SDK listener on a whole
// collection, its snapshots parsed with the same schemas as the server reads, so a live update shows
// exactly what a fresh page would. This module is loaded on demand (in the worker, worker.ts, or in the
// page) after the page has loaded; the SDK and the schemas (zod) come with it, so neither is ever part
// of a page's first load.
import { collection, onSnapshot } from "firebase/firestore";
import type { CollectionName, CollectionValue } from "@/lib/content/collections";
import { parseCollection, type Drafts } from "@/lib/content/parse";
import type { Unsubscribe } from "@/lib/live/types";
import { getWebFirestore } from "@/lib/firebase/web";

/**
 * Follows a collection: `onValue` gets its first record (settings-like collections) or its list, on the
 * first snapshot the server confirms and on every confirmed change. Returns at once; the returned
 * function cancels the listener whether or not it has started yet. Without a web config nothing is
 * attached and nothing is called.
 */
export function subscribeCollection<C extends CollectionName>(
  name: C,
  onValue: (value: CollectionValue<C>) => void,
  onError: (error: Error) => void,
  options: Drafts = {},
): Unsubscribe {
  let cancelled = false;
  let stop: Unsubscribe = () => {};
  void (async () => {
    const db = await getWebFirestore();
    if (!db || cancelled) return;
    // Only what the server has confirmed is shown. A snapshot from the tab's cache may still hold a
    // document deleted while the connection was down (the SDK shows it until it has checked it), and the
    // page already shows something at least as new: the server's render. With metadata changes included,
    // a confirmation that changes no document is still delivered.
    stop = onSnapshot(
      collection(db, name),
      { includeMetadataChanges: true },
      (snap) => {
        if (snap.metadata.fromCache) return;
        onValue(
          parseCollection(
            name,
            snap.docs.map((d) => ({ id: d.id, data: d.data() })),
            options,
          ),
        );
      },
      onError,
    );
  })().catch(onError);
  return () => {
    cancelled = true;
    stop();
  };
}

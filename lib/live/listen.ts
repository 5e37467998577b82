// The live counterpart of lib/content/read.ts: one web SDK listener on a whole collection, parsed with
// the same schemas, so a live update shows what a fresh page would. Loaded on demand (worker.ts).
import { collection, onSnapshot } from "firebase/firestore";
import type { CollectionName, CollectionValue } from "@/lib/content/collections";
import { parseCollection, type Drafts } from "@/lib/content/parse";
import type { Unsubscribe } from "@/lib/live/types";
import { getWebFirestore } from "@/lib/firebase/web";

/** Without a web config nothing is attached; the returned function cancels even before the start. */
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
    // Only what the server confirmed: the tab's cache may hold a document deleted while offline, and the
    // page already shows the server's render. Metadata changes deliver a confirmation that changes nothing.
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

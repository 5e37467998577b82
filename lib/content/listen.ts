// The live counterpart of the collection readers in read.ts: one web SDK listener on a whole collection,
// its snapshots parsed with the same schemas as the server reads, so a live update shows exactly what a
// fresh page would. The SDK and the schemas (zod) are loaded here with dynamic imports once the page has
// loaded and the browser is idle, so neither is ever part of a page's first load.
import type { CollectionName, CollectionValue } from "@/lib/content/collections";
import { getWebFirestore } from "@/lib/firebase/web";

export type Unsubscribe = () => void;

/** Resolves once the page has loaded and the browser has a quiet moment (at once outside a browser). */
function afterPageLoad(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  const loaded =
    document.readyState === "complete"
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve(), { timeout: 1_000 });
        else setTimeout(resolve, 0);
      }),
  );
}

/**
 * Follows a collection: `onValue` gets its first record (settings-like collections) or its list, on the
 * first snapshot and on every change. Returns at once; the returned function cancels the listener
 * whether or not it has started yet. Without a web config nothing is attached and nothing is called.
 */
export function subscribeCollection<C extends CollectionName>(
  name: C,
  onValue: (value: CollectionValue<C>) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let cancelled = false;
  let stop: Unsubscribe = () => {};
  void (async () => {
    await afterPageLoad();
    const db = cancelled ? null : await getWebFirestore();
    if (!db || cancelled) return;
    const [sdk, parser] = await Promise.all([import("firebase/firestore"), import("@/lib/content/parse")]);
    if (cancelled) return;
    stop = sdk.onSnapshot(
      sdk.collection(db, name),
      (snap) => onValue(parser.parseCollection(name, snap.docs.map((d) => ({ id: d.id, data: d.data() })))),
      onError,
    );
  })().catch(onError);
  return () => {
    cancelled = true;
    stop();
  };
}

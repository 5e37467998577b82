// Live listeners: one per collection, the counterpart of each reader in read.ts. They parse snapshots
// with the same schemas as the server, so a live update shows exactly what a fresh page would. The
// schemas (zod) are loaded with the SDK, after the page is interactive, never in its first load.
import type { FirestoreError } from "firebase/firestore";
import type { CollectionName, RecordOf } from "@/lib/content/collections";
import type { RawDoc } from "@/lib/content/parse";
import { getWebFirestore } from "@/lib/firebase/web";

type Parser = typeof import("@/lib/content/parse");

export type Unsubscribe = () => void;
type OnError = (error: FirestoreError | Error) => void;

const logError: OnError = (error) => console.error("[live] listener failed:", error.message);

/**
 * Subscribes to a query built from the web SDK once it has loaded. Returns at once; the returned
 * function cancels the subscription whether or not it has started yet.
 */
function subscribe(
  attach: (
    sdk: typeof import("firebase/firestore"),
    db: import("firebase/firestore").Firestore,
    onDocs: (docs: RawDoc[]) => void,
  ) => Unsubscribe,
  deliver: (parser: Parser, docs: RawDoc[]) => void,
): Unsubscribe {
  let cancelled = false;
  let stop: Unsubscribe = () => {};
  void (async () => {
    const db = await getWebFirestore();
    if (!db || cancelled) return;
    const [sdk, parser] = await Promise.all([import("firebase/firestore"), import("@/lib/content/parse")]);
    if (cancelled) return;
    stop = attach(sdk, db, (docs) => deliver(parser, docs));
  })();
  return () => {
    cancelled = true;
    stop();
  };
}

export function subscribeList<C extends CollectionName>(
  name: C,
  onRecords: (records: RecordOf<C>[]) => void,
  onError: OnError = logError,
): Unsubscribe {
  return subscribe(
    (sdk, db, onDocs) =>
      sdk.onSnapshot(
        sdk.collection(db, name),
        (snap) => onDocs(snap.docs.map((d) => ({ id: d.id, data: d.data() }))),
        onError,
      ),
    (parser, docs) => onRecords(parser.parseList(name, docs)),
  );
}

export function subscribeFirst<C extends CollectionName>(
  name: C,
  onRecord: (record: RecordOf<C> | null) => void,
  onError: OnError = logError,
): Unsubscribe {
  return subscribe(
    (sdk, db, onDocs) =>
      sdk.onSnapshot(
        sdk.collection(db, name),
        (snap) => onDocs(snap.docs.map((d) => ({ id: d.id, data: d.data() }))),
        onError,
      ),
    (parser, docs) => onRecord(parser.parseFirst(name, docs)),
  );
}

export function subscribeDocument<C extends CollectionName>(
  name: C,
  id: string,
  onRecord: (record: RecordOf<C> | null) => void,
  onError: OnError = logError,
): Unsubscribe {
  return subscribe(
    (sdk, db, onDocs) =>
      sdk.onSnapshot(
        sdk.doc(db, name, id),
        (snap) => onDocs(snap.exists() ? [{ id: snap.id, data: snap.data() }] : []),
        onError,
      ),
    (parser, docs) => {
      if (docs.length === 0) return onRecord(null);
      const { value, problems } = parser.parseDocument(name, docs[0]);
      parser.reportProblems(problems, Boolean(value));
      onRecord(value ?? null);
    },
  );
}

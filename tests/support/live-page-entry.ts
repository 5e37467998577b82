// A page script for browser tests of the live channel: the unmodified firebase web SDK, driven from the
// test through `window.live`. Each listener records its snapshots so the test can read what a visitor's
// tab would show.
import { initializeApp } from "firebase/app";
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  where,
} from "firebase/firestore";

export type Seen = {
  docs: { id: string; data: Record<string, unknown> }[];
  exists?: boolean;
  fromCache?: boolean;
  error?: string;
};

const params = new URLSearchParams(location.search);
const app = initializeApp({ projectId: params.get("project") ?? "demo-test", apiKey: "demo-key" });
const db = getFirestore(app);
const [host, port] = (params.get("db") ?? "").split(":");
connectFirestoreEmulator(db, host, Number(port));

const seen: Record<string, Seen[]> = {};
const stops: Record<string, () => void> = {};
const record = (key: string) => (value: Seen) => (seen[key] ??= []).push(value);
const failed = (key: string) => (error: Error) => record(key)({ docs: [], error: error.message });

const live = {
  seen,
  collection(key: string, name: string) {
    stops[key] = onSnapshot(
      collection(db, name),
      (snap) =>
        record(key)({
          docs: snap.docs.map((d) => ({ id: d.id, data: d.data() })),
          fromCache: snap.metadata.fromCache,
        }),
      failed(key),
    );
  },
  /** Products of one category, ordered by name: a query with a filter and an order. */
  query(key: string, name: string, field: string, value: string, order: string) {
    const q = query(collection(db, name), where(field, "==", value), orderBy(order));
    stops[key] = onSnapshot(
      q,
      (snap) => record(key)({ docs: snap.docs.map((d) => ({ id: d.id, data: d.data() })) }),
      failed(key),
    );
  },
  document(key: string, path: string) {
    stops[key] = onSnapshot(
      doc(db, path),
      (snap) =>
        record(key)({
          docs: snap.exists() ? [{ id: snap.id, data: snap.data() }] : [],
          exists: snap.exists(),
        }),
      failed(key),
    );
  },
  /** A write from the browser: the channel refuses it; resolves to the SDK's error message. */
  async write(path: string): Promise<string> {
    try {
      await setDoc(doc(db, path), { from: "browser" });
      return "written";
    } catch (error) {
      return (error as Error).message;
    }
  },
  stop(key: string) {
    stops[key]?.();
    delete stops[key];
  },
};

(window as unknown as { live: typeof live }).live = live;

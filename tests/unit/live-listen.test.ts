// The live listener's handling of the SDK's snapshots (lib/live/listen.ts), with the SDK replaced:
// only snapshots the server has confirmed reach the page, parsed by the server reads' schemas. The same
// module runs against a real database in tests/integration/live-listener.test.ts.
import { subscribeCollection } from "@/lib/live/listen";

type Snapshot = {
  metadata: { fromCache: boolean };
  docs: { id: string; data: () => Record<string, unknown> }[];
};
type Observer = { options: unknown; next: (snap: Snapshot) => void; error: (e: Error) => void };

const observers: Observer[] = [];
const detach = jest.fn();
jest.mock("firebase/firestore", () => ({
  collection: (_db: unknown, name: string) => ({ name }),
  onSnapshot: (
    _ref: unknown,
    options: unknown,
    next: Observer["next"],
    error: Observer["error"],
  ) => {
    observers.push({ options, next, error });
    return detach;
  },
}));
jest.mock("@/lib/firebase/web", () => ({ getWebFirestore: async () => ({}) }));

const snapshot = (fromCache: boolean, names: string[]): Snapshot => ({
  metadata: { fromCache },
  docs: names.map((name, i) => ({ id: `p${i}`, data: () => ({ product_name: name }) })),
});

async function attached(): Promise<Observer> {
  for (let i = 0; i < 10 && observers.length === 0; i++) await Promise.resolve();
  const observer = observers.at(-1);
  if (!observer) throw new Error("no listener was attached");
  return observer;
}

beforeEach(() => {
  observers.length = 0;
  detach.mockClear();
});

test("a snapshot from the cache is skipped; confirmed ones are parsed and delivered", async () => {
  const values: unknown[] = [];
  subscribeCollection(
    "Products",
    (v) => values.push(v),
    () => undefined,
  );
  const observer = await attached();
  // Metadata changes are asked for, so a confirmation that changes no document is still heard.
  expect(observer.options).toEqual({ includeMetadataChanges: true });

  observer.next(snapshot(true, ["Deleted while away", "Reamer"]));
  expect(values).toEqual([]);
  observer.next(snapshot(false, ["Reamer"]));
  expect(values).toEqual([[expect.objectContaining({ id: "p0", product_name: "Reamer" })]]);
});

test("cancelling detaches the listener, and its errors reach the caller", async () => {
  const errors: Error[] = [];
  const stop = subscribeCollection(
    "Products",
    () => undefined,
    (e) => errors.push(e),
  );
  const observer = await attached();
  observer.error(new Error("permission denied"));
  expect(errors.map((e) => e.message)).toEqual(["permission denied"]);
  stop();
  expect(detach).toHaveBeenCalledTimes(1);
});

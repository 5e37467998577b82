// What a tab knows of each collection, followed by React components (use-live.ts): one store per
// collection, shared by every component that shows it. This part is in a page's first load, so it only
// keeps the values and who watches them; attaching, sharing and detaching the Firestore listeners
// (runtime.ts, with the web SDK and the schemas) is loaded once the page is interactive and idle.
import type { CollectionName, CollectionValue } from "@/lib/content/collections";
import type { LiveRuntime, LiveSink, Unsubscribe } from "@/lib/live/types";

/**
 * What the tab knows of a collection. `synced` is true while a listener is attached and has delivered
 * its first snapshot: the value is then as new as the database. `at` orders the value against server
 * data a component received (see `liveTick`).
 */
export type LiveState<V> = {
  readonly value: V | undefined;
  readonly synced: boolean;
  readonly at: number;
};

export type LiveStore<V> = {
  subscribe(onChange: () => void): Unsubscribe;
  getState(): LiveState<V>;
};

export const EMPTY_STATE: LiveState<never> = { value: undefined, synced: false, at: 0 };

let clock = 0;
/** A tab-wide sequence that orders live snapshots and server data by when they reached the tab. */
export const liveTick = (): number => ++clock;

/** Resolves when the browser has a quiet moment: components subscribe after hydration, so this is
 * after the page became interactive. */
export const whenIdle = () =>
  new Promise<void>((resolve) =>
    "requestIdleCallback" in window
      ? requestIdleCallback(() => resolve(), { timeout: 1_000 })
      : setTimeout(resolve, 0),
  );

let runtime: LiveRuntime | undefined;
let loading: Promise<LiveRuntime> | undefined;

function withRuntime(run: (runtime: LiveRuntime) => void): void {
  if (runtime) return run(runtime);
  loading ??= whenIdle()
    .then(() => import("@/lib/live/runtime"))
    .then((m) => (runtime = m.createLiveRuntime()));
  void loading.then(run);
}

type Entry = { state: LiveState<unknown>; listeners: Set<() => void>; store: LiveStore<unknown> };
const entries = new Map<CollectionName, Entry>();

function createEntry(name: CollectionName): Entry {
  const set = (state: LiveState<unknown>) => {
    entry.state = state;
    for (const listener of [...entry.listeners]) listener();
  };
  const sink: LiveSink = {
    value: (value) => set({ value, synced: true, at: liveTick() }),
    unsynced: () => entry.state.synced && set({ ...entry.state, synced: false }),
  };
  const entry: Entry = {
    state: EMPTY_STATE,
    listeners: new Set(),
    store: {
      getState: () => entry.state,
      subscribe(onChange) {
        entry.listeners.add(onChange);
        if (entry.listeners.size === 1) withRuntime((r) => r.use(name, sink));
        return () => {
          entry.listeners.delete(onChange);
          if (entry.listeners.size === 0) withRuntime((r) => r.unuse(name));
        };
      },
    },
  };
  return entry;
}

/** The tab's store of a collection. */
export function liveStore<C extends CollectionName>(name: C): LiveStore<CollectionValue<C>> {
  let entry = entries.get(name);
  if (!entry) entries.set(name, (entry = createEntry(name)));
  return entry.store as LiveStore<CollectionValue<C>>;
}

/** Detaches everything and forgets every value (tests start each case from a fresh tab). */
export function resetLiveStores(): void {
  runtime?.dispose();
  runtime = undefined;
  loading = undefined;
  entries.clear();
}

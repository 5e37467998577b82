// What a tab knows of each collection, one store per collection shared by the components (use-live.ts).
// In the first load, so it only keeps values and watchers; the listeners (runtime.ts) load when idle.
import type { CollectionName, CollectionValue } from "@/lib/content/collections";
import type { LiveRuntime, LiveSink, Unsubscribe } from "@/lib/live/types";

/** `synced`: a listener is attached and delivered; `at` orders the value against server data. */
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

/** Components subscribe after hydration, so this is after the page became interactive. */
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

export function liveStore<C extends CollectionName>(name: C): LiveStore<CollectionValue<C>> {
  let entry = entries.get(name);
  if (!entry) entries.set(name, (entry = createEntry(name)));
  return entry.store as LiveStore<CollectionValue<C>>;
}

/** Tests start each case from a fresh tab. */
export function resetLiveStores(): void {
  runtime?.dispose();
  runtime = undefined;
  loading = undefined;
  entries.clear();
}

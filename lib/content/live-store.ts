// One live listener per collection per tab, shared by every component that shows the collection: a
// small reference-counted store per collection, read by React through useSyncExternalStore (live.ts).
// On a real project each attach is billed as a read of every document it matches, so a listener is
// attached when the first component needs it, detached shortly after the last one goes, detached while
// the tab stays hidden, and attached again once when the tab is shown.
import type { CollectionName, CollectionValue } from "@/lib/content/collections";
import { subscribeCollection, type Unsubscribe } from "@/lib/content/listen";
import { LIVE_HIDDEN_DETACH_MS, LIVE_RELEASE_DELAY_MS } from "@/lib/site";

/**
 * What the tab knows of a collection. `synced` is true while a listener is attached and has delivered
 * its first snapshot: the value is then as new as the database. `at` orders the value against server
 * data a component received (see `liveTick`).
 */
export type LiveState<V> = { readonly value: V | undefined; readonly synced: boolean; readonly at: number };

export type LiveStore<V> = {
  subscribe(onChange: () => void): Unsubscribe;
  getState(): LiveState<V>;
};

export type Attach = <C extends CollectionName>(
  name: C,
  onValue: (value: CollectionValue<C>) => void,
  onError: (error: Error) => void,
) => Unsubscribe;

export type LiveStoresOptions = {
  attach: Attach;
  hiddenDetachMs?: number;
  releaseDelayMs?: number;
  /** Where a listener failure is reported (once per collection). */
  logError?: (name: CollectionName, error: Error) => void;
};

/** The name of the window event raised each time a collection's live value is applied. */
export const LIVE_EVENT = "live-content";

export const EMPTY_STATE: LiveState<never> = { value: undefined, synced: false, at: 0 };

let clock = 0;
/** A tab-wide sequence that orders live snapshots and server data by when they reached the tab. */
export const liveTick = (): number => ++clock;

type Entry = {
  name: CollectionName;
  state: LiveState<unknown>;
  listeners: Set<() => void>;
  stop?: Unsubscribe;
  releaseTimer?: ReturnType<typeof setTimeout>;
  failed: boolean;
  store: LiveStore<unknown>;
};

const defaultLog = (name: CollectionName, error: Error) =>
  console.error(`[live] the ${name} listener stopped; the page keeps what it shows:`, error.message);

export function createLiveStores(options: LiveStoresOptions) {
  const { attach, hiddenDetachMs = LIVE_HIDDEN_DETACH_MS, releaseDelayMs = LIVE_RELEASE_DELAY_MS, logError = defaultLog } = options;
  const entries = new Map<CollectionName, Entry>();
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  let detachedWhileHidden = false;

  const set = (entry: Entry, state: LiveState<unknown>) => {
    entry.state = state;
    for (const listener of [...entry.listeners]) listener();
  };

  const start = (entry: Entry) => {
    if (entry.stop || entry.failed) return;
    // Callbacks of a listener that was stopped meanwhile are ignored.
    let active = true;
    const detach = attach(
      entry.name,
      (value) => {
        if (!active) return;
        set(entry, { value, synced: true, at: liveTick() });
        if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(LIVE_EVENT, { detail: { collection: entry.name } }));
      },
      (error) => {
        if (!active) return;
        // A listener that failed is finished; the page keeps the last value and says so once.
        active = false;
        entry.failed = true;
        entry.stop = undefined;
        logError(entry.name, error);
        set(entry, { ...entry.state, synced: false });
      },
    );
    entry.stop = () => {
      active = false;
      detach();
    };
  };

  const stop = (entry: Entry) => {
    const running = entry.stop;
    if (!running) return;
    entry.stop = undefined;
    running();
    if (entry.state.synced) set(entry, { ...entry.state, synced: false });
  };

  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (document.visibilityState === "hidden") {
      hiddenTimer = setTimeout(() => {
        detachedWhileHidden = true;
        for (const entry of entries.values()) stop(entry);
      }, hiddenDetachMs);
      return;
    }
    if (!detachedWhileHidden) return;
    detachedWhileHidden = false;
    for (const entry of entries.values()) if (entry.listeners.size > 0) start(entry);
  };
  if (typeof document !== "undefined") {
    document.addEventListener("visibilitychange", onVisibility);
    // A tab opened in the background counts as hidden from the start.
    if (document.visibilityState === "hidden") onVisibility();
  }

  function entryFor(name: CollectionName): Entry {
    const known = entries.get(name);
    if (known) return known;
    const entry: Entry = {
      name,
      state: EMPTY_STATE,
      listeners: new Set(),
      failed: false,
      store: {
        getState: () => entry.state,
        subscribe(onChange) {
          entry.listeners.add(onChange);
          clearTimeout(entry.releaseTimer);
          if (!detachedWhileHidden) start(entry);
          return () => {
            entry.listeners.delete(onChange);
            if (entry.listeners.size > 0) return;
            clearTimeout(entry.releaseTimer);
            entry.releaseTimer = setTimeout(() => entry.listeners.size === 0 && stop(entry), releaseDelayMs);
          };
        },
      },
    };
    entries.set(name, entry);
    return entry;
  }

  return {
    store<C extends CollectionName>(name: C): LiveStore<CollectionValue<C>> {
      return entryFor(name).store as LiveStore<CollectionValue<C>>;
    },
    /** Detaches everything and forgets the document listener (tests). */
    dispose() {
      clearTimeout(hiddenTimer);
      for (const entry of entries.values()) {
        clearTimeout(entry.releaseTimer);
        stop(entry);
      }
      if (typeof document !== "undefined") document.removeEventListener("visibilitychange", onVisibility);
    },
  };
}

export type LiveStores = ReturnType<typeof createLiveStores>;

let shared: LiveStores | undefined;

/** The tab's stores, following Firestore through the web SDK. */
export function liveStores(): LiveStores {
  shared ??= createLiveStores({ attach: subscribeCollection });
  return shared;
}

/** Detaches and forgets the tab's stores (tests start each case from a fresh tab). */
export function resetLiveStores(): void {
  shared?.dispose();
  shared = undefined;
}

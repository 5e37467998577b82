"use client";
// The React side of the live stores: a component starts from the server's data and then follows the
// collection. Which of the two it shows:
// - while the tab's listener is attached and synced, the live value: it is as new as the database,
//   while server data (cached pages, the router's cache) may lag behind, so stale props never win;
// - otherwise (no web config, listener not yet synced, detached while hidden, failed) whichever reached
//   the tab last: server data that arrives later (a refresh or a navigation) replaces an older snapshot.
import { startTransition, useEffect, useState } from "react";
import type { CollectionName, CollectionValue } from "@/lib/content/collections";
import { EMPTY_STATE, liveStore, liveTick, type LiveState } from "@/lib/live/store";

/** Deep equality of plain JSON values (records from the server or from a snapshot). */
function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && sameContent((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * The part of a collection a component shows (`select` turns the collection's value into it), starting
 * from `initial`, the same part as the server computed it.
 */
export function useLive<C extends CollectionName, V>(
  name: C,
  initial: V,
  select: (value: CollectionValue<C>) => V,
): V {
  const store = liveStore(name);
  // The store's state, followed in transitions: a snapshot re-renders the parts that show it in slices,
  // where useSyncExternalStore would re-render them all in one synchronous task (on /home about 50–65 ms
  // at the benchmark's CPU slowdown). The first render shows the server's data, as hydration needs.
  const [state, setState] = useState<LiveState<CollectionValue<C>>>(EMPTY_STATE);
  useEffect(() => {
    const follow = () => startTransition(() => setState(store.getState()));
    follow();
    return store.subscribe(follow);
  }, [store]);
  const [props, setProps] = useState(() => ({ value: initial, at: liveTick() }));
  let current = props;
  if (initial !== props.value && !sameContent(initial, props.value)) {
    // New server data (refresh or navigation): remember when it came, as React's "adjust state while
    // rendering" pattern does, so it is ordered against snapshots.
    current = { value: initial, at: liveTick() };
    setProps(current);
  }
  return state.value !== undefined && (state.synced || state.at > current.at) ? select(state.value) : current.value;
}

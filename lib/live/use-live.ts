"use client";
// The React side of the live stores: a component starts from the server's data and then follows the
// collection. Which of the two it shows:
// - while the tab's listener is attached and synced, the live value: it is as new as the database,
//   while server data (cached pages, the router's cache) may lag behind, so stale props never win;
// - otherwise (no web config, listener not yet synced, detached while hidden, failed) whichever reached
//   the tab last: server data that arrives later (a refresh or a navigation) replaces an older snapshot.
import { startTransition, useEffect, useReducer, useState, useSyncExternalStore } from "react";
import type { CollectionName, CollectionValue } from "@/lib/content/collections";
import { EMPTY_STATE, liveStore, liveTick } from "@/lib/live/store";

/** Deep equality of plain JSON values (records from the server or from a snapshot). */
function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) =>
      Object.hasOwn(b, k) &&
      sameContent((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

const serverState = () => EMPTY_STATE;
/** React reads the store on every render; when to render again is this hook's to say (below). */
const notifiesNobody = () => () => undefined;

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
  // The store's state as of this render: the server's data while hydrating, and a part mounted when the
  // store already has a value (a page reached by a link) shows that value from its first render.
  const state = useSyncExternalStore(notifiesNobody, store.getState, serverState);
  // A snapshot re-renders the parts that show it in a transition, in slices: through
  // useSyncExternalStore's own subscription React would re-render them all in one synchronous task (on
  // /home about 50–65 ms at the benchmark's CPU slowdown).
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => store.subscribe(() => startTransition(rerender)), [store]);
  const [props, setProps] = useState(() => ({ value: initial, at: liveTick() }));
  let current = props;
  if (initial !== props.value && !sameContent(initial, props.value)) {
    // New server data (refresh or navigation): remember when it came, as React's "adjust state while
    // rendering" pattern does, so it is ordered against snapshots.
    current = { value: initial, at: liveTick() };
    setProps(current);
  }
  return state.value !== undefined && (state.synced || state.at > current.at)
    ? select(state.value)
    : current.value;
}

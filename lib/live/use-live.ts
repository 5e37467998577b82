"use client";
// The React side of the live stores: a component starts from the server's data, then shows the live
// value while the listener is synced (server data may lag behind in caches), else whichever reached
// the tab last (a refresh or navigation replaces an older snapshot).
import { startTransition, useEffect, useReducer, useState, useSyncExternalStore } from "react";
import type { CollectionName, CollectionValue } from "@/lib/content/collections";
import { EMPTY_STATE, liveStore, liveTick } from "@/lib/live/store";

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

/** The part of a collection a component shows (`select`), from `initial` as the server computed it. */
export function useLive<C extends CollectionName, V>(
  name: C,
  initial: V,
  select: (value: CollectionValue<C>) => V,
): V {
  const store = liveStore(name);
  // The store's state as of this render: the server's data while hydrating, and a part mounted when the
  // store already has a value (a page reached by a link) shows that value from its first render.
  const state = useSyncExternalStore(notifiesNobody, store.getState, serverState);
  // Re-rendered in a transition, in slices: useSyncExternalStore's own subscription would re-render
  // all parts in one synchronous task (50–65 ms on /home at the benchmark's CPU slowdown).
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => store.subscribe(() => startTransition(rerender)), [store]);
  const [props, setProps] = useState(() => ({ value: initial, at: liveTick() }));
  let current = props;
  if (initial !== props.value && !sameContent(initial, props.value)) {
    // New server data: when it came, to order it against snapshots ("adjust state while rendering").
    current = { value: initial, at: liveTick() };
    setProps(current);
  }
  return state.value !== undefined && (state.synced || state.at > current.at)
    ? select(state.value)
    : current.value;
}

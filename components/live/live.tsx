"use client";
// A part of a page that shows database content and follows it live. The server renders it with the
// records it read, which the page's payload carries as props (a server component's tree would be sent
// again in full); in the tab it draws the live records once they differ. Each part hydrates on its own,
// at low priority and in slices (<Activity> never shows a fallback: its content is always in the HTML).
import { Activity, useEffect, useState, type ComponentType } from "react";
import type { CollectionName, CollectionValue } from "@/lib/content/collections";
import { useLive } from "@/lib/live/use-live";

const MAX_TIMER_MS = 2 ** 31 - 1;
/** A timer may fire a little before the clock reads its moment. */
const MARGIN_MS = 50;

type Drawn<V> = { value: V; now?: number };
/** The earliest moment after `now` when the drawing of `value` changes with time (an expiry). */
type ChangesAt<V> = (value: V, now: number) => number | undefined;

/**
 * `View` drawn from `collection`: all its records, or with `id` the one record (null once it is gone).
 * With `changesAt`, the view gets `now`: unset while hydrating (the server's reader already left out
 * what had lapsed), then the tab's clock, moved on when the drawing changes.
 */
export function live<C extends CollectionName, P extends Drawn<unknown>>(
  collection: C,
  View: ComponentType<P>,
  changesAt?: ChangesAt<P["value"]>,
) {
  type Value = P["value"];
  function LiveView({ id, ...props }: Omit<P, "now"> & { id?: string }) {
    const server = props.value as Value;
    const value = useLive(collection, server, (all: CollectionValue<C>) =>
      id === undefined
        ? (all as Value)
        : (((all as { id: string }[]).find((record) => record.id === id) ?? null) as Value),
    );
    const [clock, setClock] = useState<number>();
    // A live value is drawn at the tab's time from the first: it may hold what has lapsed since.
    const now = changesAt && (clock ?? (value === server ? undefined : Date.now()));
    const until = changesAt?.(value, now ?? 0);
    useEffect(() => {
      const wait = until === undefined ? Infinity : until - Date.now();
      if (wait > MAX_TIMER_MS) return;
      const timer = setTimeout(() => setClock(Date.now()), Math.max(0, wait) + MARGIN_MS);
      return () => clearTimeout(timer);
    }, [until]);
    const drawn = { ...props, value, ...(now === undefined ? {} : { now }) } as unknown as P;
    return (
      <Activity mode="visible">
        <View {...drawn} />
      </Activity>
    );
  }
  LiveView.displayName = `Live(${View.displayName ?? View.name})`;
  return LiveView;
}

"use client";
// The client side of <Live>: shows the server-rendered view (its children) for as long as the live
// content is what the server drew (the server sends its fingerprint, lib/live/digest.ts, not the content
// again), and the same view rendered here once the collection has changed in the database, or once the
// moment has passed at which the server's drawing stops being right with no edit (`until`: a
// certificate expires). The views are loaded then, in one lazy chunk; only this switch is
// in the first load. Drawn here, a view that changes with time is drawn again at each such moment.
import {
  startTransition,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import type { ViewName } from "@/components/live/views";
import type { CollectionName } from "@/lib/content/collections";
import { contentDigest } from "@/lib/live/digest";
import { useLive } from "@/lib/live/use-live";

type ViewProps = { view: ViewName; value: unknown };

/** setTimeout's longest wait; a later moment is not scheduled. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A timer may fire a little before the clock reads its moment: drawing just after it is never too early. */
const MARGIN_MS = 50;

/** How many times `until` (ms since 1970) has come: checked after hydration (a cached page may be older) and when it comes. */
function useRedraws(until: number | undefined): number {
  const [redraws, setRedraws] = useState(0);
  useEffect(() => {
    const wait = until === undefined ? Infinity : until - Date.now();
    if (wait > MAX_TIMER_MS) return;
    const timer = setTimeout(() => setRedraws((n) => n + 1), Math.max(0, wait) + MARGIN_MS);
    return () => clearTimeout(timer);
  }, [until]);
  return redraws;
}

// Every view, in one chunk loaded on first need, with what keeps the focus across the first redraw. The
// page goes on showing the server's elements until it has arrived; then they are replaced in one commit.
// (A lazy component in a Suspense boundary would replace them at once with its fallback's copies of them,
// taking the focus with them.)
type Views = {
  liveViews: typeof import("@/components/live/views").liveViews;
  useKeptFocus: () => void;
};
let views: Views | undefined;
let loading: Promise<void> | undefined;
const loadViews = () =>
  (loading ??= Promise.all([
    import("@/components/live/views"),
    import("@/components/live/keep-focus"),
  ]).then(
    ([{ liveViews }, { useKeptFocus }]) => {
      views = { liveViews, useKeptFocus };
    },
    () => {
      // Asked again by the next change; the page keeps what it shows.
      loading = undefined;
    },
  ));

function View({ view, loaded, ...props }: ViewProps & { loaded: Views }) {
  const entry = loaded.liveViews[view];
  loaded.useKeptFocus();
  // A view that changes with time is drawn for this moment (`now`), and again when it has passed.
  const changesAt = "changesAt" in entry ? entry.changesAt : undefined;
  // eslint-disable-next-line react-hooks/purity -- drawn for this moment on purpose: the timer draws it again when it passes
  const now = changesAt ? Date.now() : undefined;
  useRedraws(changesAt && now !== undefined ? changesAt(props.value as never, now) : undefined);
  const Component = entry.View as ComponentType<{ value: unknown; now?: number }>;
  return <Component {...props} {...(now === undefined ? {} : { now })} />;
}

type Props = {
  view: ViewName;
  collection: CollectionName;
  /** The fingerprint of the content the server drew the children from. */
  digest: string;
  /** That content itself, sent only with `until`: the tab draws it again then. */
  initial?: unknown;
  id?: string;
  /** When what the server drew stops being right with no edit (a certificate expires), in ms since 1970. */
  until?: number;
  options: object;
  children: ReactNode;
};

type Shown = { digest: string; value?: unknown };

export function LiveSwitch({
  view,
  collection,
  digest,
  initial,
  id,
  until,
  options,
  children,
}: Props) {
  const server = useMemo<Shown>(() => ({ digest }), [digest]);
  const { digest: shown, value = initial } = useLive(collection, server, (all: unknown): Shown => {
    const part =
      id === undefined
        ? all
        : ((all as { id: string }[]).find((record) => record.id === id) ?? null);
    return { digest: contentDigest(part), value: part };
  });
  // Past `until` the view is drawn here, at the tab's own time.
  const served = useRedraws(until) === 0 && shown === digest;
  const [, arrived] = useState(views);
  // Asked for at the change, and again at each later one should the first try have failed.
  useEffect(() => {
    if (!served && !views)
      void loadViews().then(() => views && startTransition(() => arrived(views)));
  }, [served, shown]);
  // Until the views' code has arrived, the page keeps showing what it showed.
  return served || !views ? (
    children
  ) : (
    <View view={view} value={value} loaded={views} {...options} />
  );
}

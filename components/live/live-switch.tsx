"use client";
// The client side of <Live>: the server's view (children) while the live content matches its
// fingerprint, else the same view drawn here (loaded then, in one chunk), also once `until` has passed
// (a certificate expires). Only this switch is in the first load.
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

const MAX_TIMER_MS = 2 ** 31 - 1;
/** A timer may fire a little before the clock reads its moment. */
const MARGIN_MS = 50;

/** How many times `until` has come: checked after hydration (a cached page may be older) and then. */
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

// Every view in one chunk, loaded on first need; the server's elements stay until it arrives (a lazy
// component in Suspense would swap in its fallback at once, taking the focus with it).
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
  digest: string;
  /** The content itself, sent only with `until`: the tab draws it again then. */
  initial?: unknown;
  id?: string;
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
  useEffect(() => {
    if (!served && !views)
      void loadViews().then(() => views && startTransition(() => arrived(views)));
  }, [served, shown]);
  return served || !views ? (
    children
  ) : (
    <View view={view} value={value} loaded={views} {...options} />
  );
}

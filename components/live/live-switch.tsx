"use client";
// The client side of <Live>: shows the server-rendered view (its children) for as long as the live
// content equals what the server drew, and the same view rendered here once the collection has changed
// in the database. The views are loaded then, in one lazy chunk; only this switch is in the first load.
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import type { ViewName } from "@/components/live/views";
import type { CollectionName } from "@/lib/content/collections";
import { sameContent, useLive } from "@/lib/live/use-live";

type ViewProps = { view: ViewName; value: unknown };

// Every view, in one chunk loaded on first need.
const LazyView = lazy(() =>
  import("@/components/live/views").then(({ liveViews }) => ({
    default: function View({ view, ...props }: ViewProps) {
      const Component = liveViews[view].View as ComponentType<{ value: unknown }>;
      return <Component {...props} />;
    },
  })),
);

type Props = { view: ViewName; collection: CollectionName; initial: unknown; id?: string; options: object; children: ReactNode };

export function LiveSwitch({ view, collection, initial, id, options, children }: Props) {
  const value = useLive(collection, initial, (all: unknown) =>
    id === undefined ? all : ((all as { id: string }[]).find((record) => record.id === id) ?? null),
  );
  if (sameContent(value, initial)) return children;
  // Until the views' code has arrived, the page keeps showing what it showed.
  return (
    <Suspense fallback={children}>
      <LazyView view={view} value={value} {...options} />
    </Suspense>
  );
}

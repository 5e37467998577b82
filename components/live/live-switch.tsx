"use client";
// The client side of <Live>: shows the server-rendered view (its children) for as long as the live
// content equals what the server drew, and the same view rendered here once the collection has changed
// in the database. The views are loaded then, in one lazy chunk; only this switch is in the first load.
import { lazy, Suspense, useCallback, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import type { ViewName } from "@/components/live/views";
import type { CollectionName } from "@/lib/content/collections";
import { sameContent, useLive } from "@/lib/content/live";

type LooseView = ComponentType<{ value: unknown }>;
const loaded = new Map<ViewName, LazyExoticComponent<LooseView>>();

function lazyView(view: ViewName): LazyExoticComponent<LooseView> {
  let component = loaded.get(view);
  if (!component) {
    component = lazy(() => import("@/components/live/views").then((m) => ({ default: m.liveViews[view].View as LooseView })));
    loaded.set(view, component);
  }
  return component;
}

type Props = { view: ViewName; collection: CollectionName; initial: unknown; id?: string; options: object; children: ReactNode };

export function LiveSwitch({ view, collection, initial, id, options, children }: Props) {
  const select = useCallback(
    (value: unknown) => (id === undefined ? value : ((value as { id: string }[]).find((record) => record.id === id) ?? null)),
    [id],
  );
  const value = useLive(collection, initial, select);
  if (sameContent(value, initial)) return children;
  const View = lazyView(view);
  // Until the views' code has arrived, the page keeps showing what it showed.
  return (
    <Suspense fallback={children}>
      <View value={value} {...options} />
    </Suspense>
  );
}

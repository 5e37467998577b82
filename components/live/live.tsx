// A part of a page that shows database content and follows it live. On the server it renders the view
// with the server's data; around it, LiveSwitch (client) follows the view's collection in the tab and
// swaps in the same view, loaded on demand, only when the content differs from what the server drew.
import type { ComponentType } from "react";
import { Hydrated } from "@/components/live/hydrated";
import { LiveSwitch } from "@/components/live/live-switch";
import { contentDigest } from "@/lib/live/digest";
import {
  liveViews,
  type ViewName,
  type ViewOptions,
  type ViewValue,
} from "@/components/live/views";

type LiveProps<K extends ViewName> = { view: K; value: ViewValue<K>; id?: string } & ViewOptions<K>;

export function Live<K extends ViewName>({ view, value, id, ...options }: LiveProps<K>) {
  const entry = liveViews[view];
  const { collection, View } = entry;
  const Server = View as ComponentType<{ value: unknown }>;
  // A view whose drawing changes with time says when; the tab draws it again then. The server's content
  // is what is right at its render (the readers leave out what has expired), so that moment is the
  // earliest one the content names.
  const until = "changesAt" in entry ? entry.changesAt(value as never, 0) : undefined;
  // The tab gets the content's fingerprint, not the content again beside its drawing, unless it must
  // draw it itself at `until`. Props left unset are left out rather than passed as undefined, which the
  // page's payload would write out for every part. Each part hydrates on its own: see <Hydrated>.
  const timed = until === undefined ? {} : { initial: value, until };
  return (
    <Hydrated>
      <LiveSwitch
        view={view}
        collection={collection}
        digest={contentDigest(value)}
        {...timed}
        {...(id === undefined ? {} : { id })}
        options={options}
      >
        <Server value={value} {...options} />
      </LiveSwitch>
    </Hydrated>
  );
}

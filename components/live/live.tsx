// A part of a page that shows database content and follows it live: the server renders the view, and
// LiveSwitch swaps in the same view drawn in the tab once the content differs.
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
  // The readers leave out what has expired, so the earliest moment the content names is when it changes.
  const until = "changesAt" in entry ? entry.changesAt(value as never, 0) : undefined;
  // Unset props are left out: passed as undefined, the page's payload would write them for every part.
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

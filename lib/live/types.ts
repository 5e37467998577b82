// The types the parts of the live updates share, in one module of their own, so the parts import each
// other in one direction only: store (first load) → runtime (on demand) → worker client → worker → listen.
import type { CollectionName } from "@/lib/content/collections";

export type Unsubscribe = () => void;

/** How the runtime reports to a store: a new value, or that the value is no longer followed. */
export type LiveSink = { value(value: unknown): void; unsynced(): void };

/** The listeners behind the stores (runtime.ts), loaded once the page is interactive. */
export type LiveRuntime = {
  /** A component shows the collection: its listener is (kept) attached. */
  use(name: CollectionName, sink: LiveSink): void;
  /** No component shows the collection any more: its listener goes after a pause. */
  unuse(name: CollectionName): void;
  dispose(): void;
};

/** What the page asks of the worker. */
export type LiveRequest =
  | { type: "subscribe"; id: number; name: CollectionName; drafts: boolean }
  | { type: "unsubscribe"; id: number };
/** What the worker answers: a subscription's value (first snapshot and each change), or its failure. */
export type LiveReply =
  { type: "value"; id: number; value: unknown } | { type: "error"; id: number; message: string };

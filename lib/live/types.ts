// The live parts' shared types, apart so they import in one direction: store → runtime → worker → listen.
import type { CollectionName } from "@/lib/content/collections";

export type Unsubscribe = () => void;

export type LiveSink = { value(value: unknown): void; unsynced(): void };

export type LiveRuntime = {
  /** A component shows the collection: its listener is (kept) attached. */
  use(name: CollectionName, sink: LiveSink): void;
  /** No component shows the collection any more: its listener goes after a pause. */
  unuse(name: CollectionName): void;
  dispose(): void;
};

export type LiveRequest =
  | { type: "subscribe"; id: number; name: CollectionName; drafts: boolean }
  | { type: "unsubscribe"; id: number };
export type LiveReply =
  { type: "value"; id: number; value: unknown } | { type: "error"; id: number; message: string };

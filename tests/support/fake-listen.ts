// A stand-in for lib/live/listen.ts (the web SDK's listener) for tests of what follows it: each call
// is recorded with its callbacks, and its stop marks it stopped. Use it as
// `jest.mock("@/lib/live/listen", () => jest.requireActual("@/tests/support/fake-listen").fakeListen)`.
import type { CollectionName } from "@/lib/content/collections";

export type FakeListener = {
  name: CollectionName;
  onValue: (value: unknown) => void;
  onError: (error: Error) => void;
  stopped: boolean;
};

/** Every listener started, in order (a test empties it as it needs). */
export const listeners: FakeListener[] = [];

export const fakeListen = {
  subscribeCollection(
    name: CollectionName,
    onValue: (value: unknown) => void,
    onError: (error: Error) => void,
  ) {
    const listener: FakeListener = { name, onValue, onError, stopped: false };
    listeners.push(listener);
    return () => {
      listener.stopped = true;
    };
  },
};

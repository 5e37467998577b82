// The listeners behind the tab's live stores (store.ts), loaded on demand. One listener per collection
// per tab, kept a while after its last component goes (a navigation does not attach it twice) and
// detached while the tab stays hidden: every attach is billed as a read of each document it matches.
import type { CollectionName } from "@/lib/content/collections";
import { followCollection } from "@/lib/live/worker-client";
import type { LiveRuntime, LiveSink, Unsubscribe } from "@/lib/live/types";
import { LIVE_HIDDEN_DETACH_MS, LIVE_RELEASE_DELAY_MS } from "@/lib/site/facts";

export const LIVE_EVENT = "live-content";

type Listener = {
  sink: LiveSink;
  wanted: boolean;
  stop?: Unsubscribe;
  failed: boolean;
  releaseTimer?: ReturnType<typeof setTimeout>;
};

export function createLiveRuntime(): LiveRuntime {
  const listeners = new Map<CollectionName, Listener>();
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  let detachedWhileHidden = false;

  const start = (name: CollectionName, listener: Listener) => {
    if (listener.stop || listener.failed || detachedWhileHidden) return;
    let active = true;
    const stop = followCollection(
      name,
      (value) => {
        if (!active) return;
        listener.sink.value(value);
        window.dispatchEvent(new CustomEvent(LIVE_EVENT, { detail: { collection: name } }));
      },
      (error) => {
        if (!active) return;
        active = false;
        listener.failed = true;
        listener.stop = undefined;
        console.error(
          `[live] the ${name} listener stopped; the page keeps what it shows:`,
          error.message,
        );
        listener.sink.unsynced();
      },
    );
    listener.stop = () => {
      active = false;
      stop();
    };
  };

  const stop = (listener: Listener) => {
    const running = listener.stop;
    if (!running) return;
    listener.stop = undefined;
    running();
    listener.sink.unsynced();
  };

  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (document.visibilityState === "hidden") {
      hiddenTimer = setTimeout(() => {
        detachedWhileHidden = true;
        for (const listener of listeners.values()) stop(listener);
      }, LIVE_HIDDEN_DETACH_MS);
      return;
    }
    if (!detachedWhileHidden) return;
    detachedWhileHidden = false;
    for (const [name, listener] of listeners) if (listener.wanted) start(name, listener);
  };
  document.addEventListener("visibilitychange", onVisibility);
  // A tab opened in the background counts as hidden from the start.
  if (document.visibilityState === "hidden") onVisibility();

  return {
    use(name: CollectionName, sink: LiveSink) {
      let listener = listeners.get(name);
      if (!listener) listeners.set(name, (listener = { sink, wanted: true, failed: false }));
      listener.wanted = true;
      clearTimeout(listener.releaseTimer);
      start(name, listener);
    },
    unuse(name: CollectionName) {
      const listener = listeners.get(name);
      if (!listener) return;
      listener.wanted = false;
      clearTimeout(listener.releaseTimer);
      listener.releaseTimer = setTimeout(
        () => !listener.wanted && stop(listener),
        LIVE_RELEASE_DELAY_MS,
      );
    },
    dispose() {
      clearTimeout(hiddenTimer);
      document.removeEventListener("visibilitychange", onVisibility);
      for (const listener of listeners.values()) {
        clearTimeout(listener.releaseTimer);
        stop(listener);
      }
    },
  };
}

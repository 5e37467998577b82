// The tab's live listeners run here, in a dedicated worker (started by worker-client.ts): the web SDK is
// loaded, compiled and run off the page's main thread, and each snapshot is parsed with the schemas here
// too, so following the database never holds up a tap, a scroll or the page's first seconds. The page
// sends `subscribe` and `unsubscribe`; the worker answers each subscription's values and its failure.
import { subscribeCollection } from "@/lib/live/listen";
import type { LiveReply, LiveRequest, Unsubscribe } from "@/lib/live/types";

/** Serves the page's requests arriving on `scope` (the worker's global scope). */
export function serveLiveRequests(scope: {
  postMessage(reply: LiveReply): void;
  addEventListener(type: "message", on: (event: MessageEvent<LiveRequest>) => void): void;
}): void {
  const running = new Map<number, Unsubscribe>();
  scope.addEventListener("message", ({ data }) => {
    if (data.type === "unsubscribe") {
      running.get(data.id)?.();
      running.delete(data.id);
    }
    if (data.type !== "subscribe") return;
    const { id, name, drafts } = data;
    running.set(
      id,
      subscribeCollection(
        name,
        (value) => scope.postMessage({ type: "value", id, value }),
        (error) => {
          running.delete(id);
          scope.postMessage({ type: "error", id, message: error.message });
        },
        { drafts },
      ),
    );
  });
}

serveLiveRequests(self as unknown as Parameters<typeof serveLiveRequests>[0]);

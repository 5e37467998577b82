// The tab's live listeners, in a dedicated worker (worker-client.ts): the SDK and the schemas run off the
// main thread, so following the database never holds up a tap, a scroll or the page's first seconds.
import { subscribeCollection } from "@/lib/live/listen";
import type { LiveReply, LiveRequest, Unsubscribe } from "@/lib/live/types";

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

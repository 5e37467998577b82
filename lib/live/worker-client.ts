// How the live runtime follows a collection: through one worker per tab (worker.ts) holding the SDK and
// listeners off the main thread; where no worker can be started, in the page itself.
import type { CollectionName, CollectionValue } from "@/lib/content/collections";
import { draftsShown } from "@/lib/live/drafts";
import type { LiveReply, LiveRequest, Unsubscribe } from "@/lib/live/types";

type Handlers = { onValue(value: unknown): void; onError(error: Error): void };

let worker: Worker | null | undefined;
const subscriptions = new Map<number, Handlers>();
let lastId = 0;

/** Fails every subscription of a worker that stopped; the next one starts afresh. */
function workerFailed(failed: Worker, message: string): void {
  failed.terminate();
  worker = undefined;
  const lost = [...subscriptions.values()];
  subscriptions.clear();
  for (const handlers of lost) handlers.onError(new Error(message));
}

/** Started on first use; null where none can be started. */
function liveWorker(): Worker | null {
  if (worker !== undefined) return worker;
  let started: Worker;
  try {
    started = new Worker(new URL("./worker.ts", import.meta.url), { name: "live-content" });
  } catch {
    return (worker = null);
  }
  started.addEventListener("message", ({ data }: MessageEvent<LiveReply>) => {
    const handlers = subscriptions.get(data.id);
    if (!handlers) return;
    if (data.type === "value") handlers.onValue(data.value);
    if (data.type === "error") {
      subscriptions.delete(data.id);
      handlers.onError(new Error(data.message));
    }
  });
  started.addEventListener("error", (event) => {
    event.preventDefault();
    workerFailed(started, `the live worker stopped: ${event.message || "it could not be loaded"}`);
  });
  return (worker = started);
}

let listen: typeof import("@/lib/live/listen") | undefined;

function inPage<C extends CollectionName>(
  name: C,
  onValue: (value: CollectionValue<C>) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  if (listen) return listen.subscribeCollection(name, onValue, onError, { drafts: draftsShown() });
  let cancelled = false;
  let stop: Unsubscribe = () => {};
  import("@/lib/live/listen")
    .then((loaded) => {
      listen = loaded;
      if (!cancelled)
        stop = loaded.subscribeCollection(name, onValue, onError, { drafts: draftsShown() });
    })
    .catch(onError);
  return () => {
    cancelled = true;
    stop();
  };
}

/** `onValue` on the first snapshot and every change; `onError` once if the listener fails. */
export function followCollection<C extends CollectionName>(
  name: C,
  onValue: (value: CollectionValue<C>) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const target = liveWorker();
  if (!target) return inPage(name, onValue, onError);
  const id = ++lastId;
  subscriptions.set(id, { onValue: onValue as (value: unknown) => void, onError });
  target.postMessage({ type: "subscribe", id, name, drafts: draftsShown() } satisfies LiveRequest);
  return () => {
    if (!subscriptions.delete(id)) return;
    target.postMessage({ type: "unsubscribe", id } satisfies LiveRequest);
  };
}

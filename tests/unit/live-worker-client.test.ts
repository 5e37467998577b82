/**
 * jsdom, also when the mutation tests run this file among Node tests (Stryker's jsdom reports coverage):
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
// The page's side and the worker's side of the live channel, joined by a stand-in for the browser's
// Worker (jsdom has none), with a fake in place of the web SDK's listener: subscriptions, values,
// failures, stopping, a worker that breaks, and the page's own listener where no worker can start.
import type { LiveReply, LiveRequest } from "@/lib/live/types";
import type { serveLiveRequests as Serve } from "@/lib/live/worker";
import type { FakeListener } from "@/tests/support/fake-listen";

jest.mock("@/lib/live/listen", () => jest.requireActual("@/tests/support/fake-listen").fakeListen);

// Messages cross between threads as copies.
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

let serve: typeof Serve;

/** The page's Worker and the worker's global scope (running live-worker.ts), each delivering to the other. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  static refuse = false;
  scope = Object.assign(new EventTarget(), {
    postMessage: (reply: LiveReply) =>
      this.dispatchEvent(new MessageEvent("message", { data: copy(reply) })),
  });
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    if (FakeWorker.refuse) throw new Error("refused");
    FakeWorker.started.push(this);
    serve(this.scope as unknown as Parameters<typeof Serve>[0]);
  }
  postMessage(request: LiveRequest) {
    if (!this.terminated)
      this.scope.dispatchEvent(new MessageEvent("message", { data: copy(request) }));
  }
  terminate() {
    this.terminated = true;
  }
  /** The worker's script failed (it could not load, or threw). */
  fail(message: string) {
    const event = new ErrorEvent("error", { message, cancelable: true });
    this.dispatchEvent(event);
    return event;
  }
}

let channel: typeof import("@/lib/live/worker-client");

// The fake listeners of the modules loaded afresh for each test.
let listeners: FakeListener[];

beforeEach(async () => {
  FakeWorker.started = [];
  FakeWorker.refuse = false;
  (globalThis as { Worker?: unknown }).Worker = FakeWorker;
  jest.resetModules();
  ({ listeners } = await import("@/tests/support/fake-listen"));
  // Loading the worker's module serves the (jsdom) window as well; harmless here.
  ({ serveLiveRequests: serve } = await import("@/lib/live/worker"));
  channel = await import("@/lib/live/worker-client");
});
afterEach(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
});

const running = () => listeners.filter((l) => !l.stopped).map((l) => l.name);

test("one worker per tab; each subscription gets its own values until it stops", () => {
  const products: unknown[] = [];
  const project: unknown[] = [];
  const stopProducts = channel.followCollection(
    "Products",
    (v) => products.push(v),
    () => {},
  );
  channel.followCollection(
    "project",
    (v) => project.push(v),
    () => {},
  );
  expect(FakeWorker.started).toHaveLength(1);
  expect(FakeWorker.started[0].options).toEqual({ name: "live-content" });
  expect(String(FakeWorker.started[0].url)).toMatch(/\/lib\/live\/worker\.ts$/);
  expect(running()).toEqual(["Products", "project"]);

  listeners[0].onValue([{ id: "a", product_name: "A" }]);
  listeners[1].onValue({ id: "p", online: true });
  expect(products).toEqual([[{ id: "a", product_name: "A" }]]);
  expect(project).toEqual([{ id: "p", online: true }]);

  stopProducts();
  expect(running()).toEqual(["project"]);
  // A value the worker sent before it heard of the stop is dropped; stopping twice sends nothing more.
  listeners[0].onValue([]);
  expect(products).toHaveLength(1);
  stopProducts();
  expect(listeners.filter((l) => l.stopped)).toHaveLength(1);
});

test("the worker ignores a stop for a subscription it does not hold, and requests it does not know", () => {
  const scope = Object.assign(new EventTarget(), { postMessage: jest.fn() });
  serve(scope as unknown as Parameters<typeof Serve>[0]);
  scope.dispatchEvent(new MessageEvent("message", { data: { type: "unsubscribe", id: 7 } }));
  scope.dispatchEvent(
    new MessageEvent("message", { data: { type: "watch", id: 8, name: "Products" } }),
  );
  expect(listeners).toHaveLength(0);
  expect(scope.postMessage).not.toHaveBeenCalled();
});

test("a listener that fails is reported once with the worker's message, and its later values are dropped", () => {
  const errors: string[] = [];
  const values: unknown[] = [];
  channel.followCollection(
    "Products",
    (v) => values.push(v),
    (e) => errors.push(e.message),
  );
  channel.followCollection(
    "project",
    () => {},
    (e) => errors.push(`project: ${e.message}`),
  );
  listeners[0].onError(new Error("permission denied"));
  listeners[0].onValue([]);
  expect(errors).toEqual(["permission denied"]);
  expect(values).toEqual([]);
  // The SDK ended the failed listener itself; the worker does not stop it again.
  expect(running()).toEqual(["Products", "project"]);
});

test("a worker that breaks fails every subscription once and is replaced by a new one on the next", () => {
  const errors: string[] = [];
  channel.followCollection(
    "Products",
    () => {},
    (e) => errors.push(e.message),
  );
  channel.followCollection(
    "project",
    () => {},
    (e) => errors.push(e.message),
  );
  const event = FakeWorker.started[0].fail("Unexpected token");
  expect(event.defaultPrevented).toBe(true);
  expect(errors).toEqual([
    "the live worker stopped: Unexpected token",
    "the live worker stopped: Unexpected token",
  ]);
  expect(FakeWorker.started[0].terminated).toBe(true);
  FakeWorker.started[0].fail("");
  expect(errors).toHaveLength(2);
  channel.followCollection(
    "Services",
    () => {},
    () => {},
  );
  expect(FakeWorker.started).toHaveLength(2);
  expect(running()).toEqual(["Products", "project", "Services"]);
});

test("a worker that could not load says so", () => {
  const errors: string[] = [];
  channel.followCollection(
    "Products",
    () => {},
    (e) => errors.push(e.message),
  );
  FakeWorker.started[0].fail("");
  expect(errors).toEqual(["the live worker stopped: it could not be loaded"]);
});

test("where the browser refuses a worker, the listener runs in the page, loaded once", async () => {
  FakeWorker.refuse = true;
  const values: unknown[] = [];
  const stop = channel.followCollection(
    "Products",
    (v) => values.push(v),
    () => {},
  );
  expect(listeners).toHaveLength(0);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(running()).toEqual(["Products"]);
  listeners[0].onValue(["x"]);
  expect(values).toEqual([["x"]]);
  // Loaded: the next listener starts at once.
  channel.followCollection(
    "project",
    () => {},
    () => {},
  );
  expect(running()).toEqual(["Products", "project"]);
  stop();
  expect(running()).toEqual(["project"]);
});

test("a listener stopped before the page's copy of the SDK code loaded never starts", async () => {
  delete (globalThis as { Worker?: unknown }).Worker;
  const stop = channel.followCollection(
    "Products",
    () => {},
    () => {},
  );
  stop();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(listeners).toHaveLength(0);
});

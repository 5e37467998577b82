// The embedded database's door for browsers: the web SDK's WebChannel (BrowserChannel v8) for the
// Listen stream, from the in-process emulator; writes are refused. Only the site's origins and the
// collections firestore.rules lets clients read; sessions, queues, requests and idle time are bounded,
// and a bad request costs its own session, nothing more.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FirestoreState, FirestoreStateDocument } from "@firestore-emulator/server";
import { HttpError, readBody, serve } from "@/dev/http";
import { listenRequest, ListenTargets } from "./listen";

export const LISTEN_PATH = "/google.firestore.v1.Firestore/Listen/channel";
const WRITE_PATH = "/google.firestore.v1.Firestore/Write/channel";

export const WRITE_REFUSED =
  "The embedded database takes no writes from browsers: it serves live reads (Listen) only. The site writes through its server.";

const DEFAULTS = {
  maxSessions: 100,
  /** Bytes of arrays not yet acknowledged that a session may hold before it is closed. */
  maxQueuedBytes: 8 * 1024 * 1024,
  maxBodyBytes: 256 * 1024,
  /** A session without a back channel for this long is closed. */
  idleMs: 60_000,
  /** How often an idle back channel gets a noop, so neither side gives it up. */
  keepAliveMs: 20_000,
  /** Bytes after which a streaming back channel is ended, so the browser reopens it and acknowledges. */
  recycleBytes: 1024 * 1024,
};

export type BrowserChannelOptions = Partial<typeof DEFAULTS> & {
  state: FirestoreState;
  host: string;
  allowedOrigins: string[];
  /**
   * Whether clients may read a top-level collection, as firestore.rules lets them: a request without an
   * Origin (any program, not a page) passes the origin check, so this is what keeps the rest private.
   */
  readable: (collection: string) => boolean;
};

export type BrowserChannel = { host: string; sessionCount(): number; close(): Promise<void> };

// Every answer is a sequence of chunks "<length>\n<JSON>" whose length counts UTF-16 code units (the
// closure client measures the decoded text, not bytes).
export const chunk = (json: string) => `${json.length}\n${json}`;

/**
 * Array 0 opens the session: its id, the protocol version, 14 (what Firestore's servers answer) and the
 * keep-alive, which the client waits one and a half times for before giving up.
 */
export const handshakeChunk = (sessionId: string, keepAliveMs: number) =>
  chunk(JSON.stringify([[0, ["c", sessionId, "", 8, 14, keepAliveMs]]]));

/** A forward request's answer: a back channel open or not, the last array id sent on it, bytes unsent. */
export const forwardAckChunk = (backChannel: boolean, lastArrayId: number, outstanding: number) =>
  chunk(JSON.stringify([backChannel ? 1 : 0, lastArrayId, outstanding]));

export type ForwardMessage = { index: number; data: string };

/**
 * The messages of a forward request body (`count=N&ofs=M&req0___data__=…`). Each carries its index in
 * the session (ofs + i), so a request the client retries is recognised.
 */
export function parseForwardBody(body: string): ForwardMessage[] {
  const form = new URLSearchParams(body);
  const count = Number(form.get("count") ?? 0);
  const offset = Number(form.get("ofs") ?? 0);
  if (!Number.isInteger(count) || count < 0 || count > 1000)
    throw new HttpError(400, `bad message count "${form.get("count")}"`);
  if (!Number.isInteger(offset) || offset < 0)
    throw new HttpError(400, `bad message offset "${form.get("ofs")}"`);
  return Array.from({ length: count }, (_, i) => {
    const data = form.get(`req${i}___data__`);
    if (data === null) throw new HttpError(400, `message ${i} of ${count} is missing`);
    return { index: offset + i, data };
  });
}

/** Where back-channel chunks go: an HTTP response held open. */
export type BackChannelSink = { write(text: string): void; end(): void };

/**
 * One WebChannel session: the numbered arrays owed to the browser, kept until it acknowledges them (its
 * AID), written to the current back channel when one is open, and written again on the next one if a
 * back channel broke before the browser read them. A session holding more than `maxQueuedBytes` is
 * closed with an error, and its browser opens a new one.
 */
export class ChannelSession {
  lastActivity = Date.now();
  /** Index of the next forward message expected (a retried request repeats earlier ones). */
  nextMessageIndex = 0;
  closed = false;
  /** The last array id written to a back channel. */
  lastArrayId = 0;
  private outbox: { id: number; text: string }[] = [];
  private nextArrayId = 1; // array 0 is the handshake
  private back?: { sink: BackChannelSink; longPoll: boolean; bytes: number };

  constructor(
    readonly id: string,
    private readonly limits: { maxQueuedBytes: number; recycleBytes: number },
    private readonly onClosed: (session: ChannelSession) => void,
  ) {}

  get hasBackChannel(): boolean {
    return this.back !== undefined;
  }

  /** Bytes held of arrays after `arrayId`: from 0, all not acknowledged; from `lastArrayId`, all unsent. */
  queuedBytes(arrayId = 0): number {
    return this.outbox.reduce((sum, q) => (q.id > arrayId ? sum + q.text.length : sum), 0);
  }

  send(payload: unknown[]): void {
    if (this.closed) return;
    const id = this.nextArrayId++;
    this.outbox.push({ id, text: JSON.stringify([id, payload]) });
    if (this.queuedBytes() <= this.limits.maxQueuedBytes) return this.flush();
    this.fail(
      "RESOURCE_EXHAUSTED",
      "the browser is not reading its updates: the session is closed and will be reopened",
    );
  }

  /** The browser has every array up to `arrayId`: they need not be kept. */
  acknowledge(arrayId: number): void {
    if (Number.isInteger(arrayId)) this.outbox = this.outbox.filter((q) => q.id > arrayId);
  }

  /** A new back channel from the browser, which has read up to `arrayId`; a previous one is ended. */
  attach(sink: BackChannelSink, arrayId: number, longPoll: boolean): void {
    this.lastActivity = Date.now();
    this.back?.sink.end();
    this.acknowledge(arrayId);
    // Whatever was written after what the browser says it read is written again.
    if (Number.isInteger(arrayId)) this.lastArrayId = Math.min(this.lastArrayId, arrayId);
    this.back = { sink, longPoll, bytes: 0 };
    this.flush();
  }

  /** The back channel's connection is gone (ended by either side). */
  detach(sink: BackChannelSink): void {
    if (this.back?.sink !== sink) return;
    this.back = undefined;
    this.lastActivity = Date.now();
  }

  private flush(): void {
    const back = this.back;
    const pending = this.outbox.filter((q) => q.id > this.lastArrayId);
    if (!back || pending.length === 0) return;
    const text = chunk(`[${pending.map((q) => q.text).join(",")}]`);
    back.sink.write(text);
    back.bytes += text.length;
    this.lastArrayId = pending[pending.length - 1].id;
    // A long-polling browser (behind a buffering proxy) reads a response only once it ends.
    if (back.longPoll || back.bytes >= this.limits.recycleBytes) {
      this.back = undefined;
      back.sink.end();
    }
  }

  /** Tells the browser why the session ends (when it can still be told) and closes it. */
  fail(status: string, message: string): void {
    if (this.closed) return;
    const error = [this.nextArrayId++, [{ error: { status, message } }]];
    this.back?.sink.write(chunk(JSON.stringify([error])));
    this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.back?.sink.end();
    this.back = undefined;
    this.outbox = [];
    this.onClosed(this);
  }
}

type Stream = { kind: "listen" | "write"; channel: ChannelSession; targets?: ListenTargets };

const PLAIN = {
  "Content-Type": "text/plain; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
};

function answer(res: ServerResponse, status: number, body: string, headers: object = {}): void {
  res.writeHead(status, { ...PLAIN, ...headers }).end(body);
}

// The web SDK fails a write only when its stream refuses it after the stream's handshake; refused
// earlier, it would retry for ever. So the handshake is answered, and the first write refused.
function answerWrite(channel: ChannelSession, json: unknown): void {
  const writes = (json as { writes?: unknown } | null)?.writes;
  channel.send([
    Array.isArray(writes) && writes.length > 0
      ? { error: { code: 12, status: "UNIMPLEMENTED", message: WRITE_REFUSED } }
      : { streamId: channel.id, streamToken: Buffer.from("no-writes").toString("base64") },
  ]);
}

const EVENTS = [
  "create-document",
  "update-document",
  "delete-document",
  "clear-all-projects",
] as const;

export async function startBrowserChannel(options: BrowserChannelOptions): Promise<BrowserChannel> {
  const limits = { ...DEFAULTS, ...options };
  const { state, readable } = options;
  const allowed = new Set(options.allowedOrigins);
  const sessions = new Map<string, Stream>();
  const newId = () => randomBytes(18).toString("base64url");

  const open = (kind: Stream["kind"]): Stream => {
    const channel = new ChannelSession(newId(), limits, (closed) => sessions.delete(closed.id));
    const send = (response: object) => channel.send([response]);
    const targets = kind === "listen" ? new ListenTargets(state, send, readable) : undefined;
    sessions.set(channel.id, { kind, channel, targets });
    return { kind, channel, targets };
  };

  /** A malformed message throws. */
  const receive = ({ channel, targets }: Stream, messages: ForwardMessage[]) => {
    let added = false;
    for (const { index, data } of messages) {
      if (index < channel.nextMessageIndex) continue; // sent again by a retried request
      if (index > channel.nextMessageIndex)
        throw new HttpError(400, `message ${index} arrived before ${channel.nextMessageIndex}`);
      channel.nextMessageIndex++;
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        throw new HttpError(400, `message ${index} is not JSON`);
      }
      if (!targets) {
        answerWrite(channel, json);
        continue;
      }
      const request = listenRequest.safeParse(json);
      if (!request.success) {
        const why = request.error.issues[0]?.message;
        throw new HttpError(400, `message ${index} is not a ListenRequest: ${why}`);
      }
      targets.apply(request.data);
      added = true;
    }
    // The marker that raises the first snapshots of what was just asked for.
    if (added && !channel.closed) targets?.markSnapshot();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const origin = req.headers.origin;
    res.setHeader("Vary", "Origin");
    // Requests without an Origin do not come from a page's script (a beacon or image closing a
    // session, a tool on this machine); any page's script carries its origin and is checked.
    if (origin !== undefined) {
      if (!allowed.has(origin))
        throw new HttpError(
          403,
          `Origin ${origin} may not use this database; it serves the site's own pages.`,
        );
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Access-Control-Allow-Credentials", "true");
      res.setHeader("Access-Control-Expose-Headers", "X-HTTP-Session-Id, X-Client-Wire-Protocol");
    }
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
        "Access-Control-Allow-Headers": String(req.headers["access-control-request-headers"] ?? ""),
        "Access-Control-Max-Age": "600",
      });
      return void res.end();
    }
    const url = new URL(req.url ?? "/", "http://channel");
    const path = url.pathname;
    const kind = path === LISTEN_PATH ? "listen" : path === WRITE_PATH ? "write" : undefined;
    if (!kind)
      throw new HttpError(404, "Not found: this port serves the Firestore Listen channel only.");
    const params = url.searchParams;
    const sid = params.get("SID");
    const found = sid ? sessions.get(sid) : undefined;
    const known = found?.kind === kind ? found : undefined;
    if (params.get("TYPE") === "terminate") {
      known?.channel.close();
      return answer(res, 200, "");
    }
    if (sid && !known) throw new HttpError(400, "Unknown SID");
    if (req.method === "POST") {
      if (!known && sessions.size >= limits.maxSessions)
        throw new HttpError(
          503,
          "Too many open live sessions on this database; try again shortly.",
        );
      const stream = known ?? open(kind);
      const { channel } = stream;
      try {
        const body = await readBody(req, limits.maxBodyBytes);
        channel.lastActivity = Date.now();
        channel.acknowledge(Number(params.get("AID")));
        receive(stream, parseForwardBody(body.toString("utf8")));
      } catch (error) {
        // A malformed or oversized request costs its own session.
        channel.fail("INVALID_ARGUMENT", (error as Error).message);
        throw error;
      }
      if (!known) {
        const headers = { "X-HTTP-Session-Id": newId() };
        return answer(res, 200, handshakeChunk(channel.id, limits.keepAliveMs), headers);
      }
      const outstanding = channel.queuedBytes(channel.lastArrayId);
      return answer(
        res,
        200,
        forwardAckChunk(channel.hasBackChannel, channel.lastArrayId, outstanding),
      );
    }
    if (req.method !== "GET" || params.get("TYPE") !== "xmlhttp")
      throw new HttpError(400, "Not a WebChannel request.");
    res.writeHead(200, PLAIN);
    if (!known) {
      // The client's check for a buffering proxy: a first chunk now and a second later.
      res.write("11111");
      const timer = setTimeout(() => res.end("2"), 2000);
      return void res.on("close", () => clearTimeout(timer));
    }
    const sink: BackChannelSink = { write: (text) => void res.write(text), end: () => res.end() };
    res.on("close", () => known.channel.detach(sink));
    known.channel.attach(sink, Number(params.get("AID") ?? "0"), params.get("CI") === "1");
  };

  const served = await serve(
    options.host,
    handle,
    (res, status, message) =>
      answer(res, status, message, status === 413 ? { Connection: "close" } : {}),
    // Back channels are long-lived by design; Node's default request timeout must not cut them.
    { requestTimeout: 0, headersTimeout: 10_000 },
  );

  // Database changes are gathered until the current write is done (a batch may touch many documents),
  // then every session is told what changed for its targets.
  let changed: Set<string> | "all" | null = null;
  const deliver = () => {
    const batch = changed ?? "all";
    changed = null;
    for (const { channel, targets } of sessions.values()) {
      try {
        targets?.refresh(batch);
      } catch (error) {
        channel.fail("INTERNAL", `the update could not be sent: ${(error as Error).message}`);
      }
    }
  };
  const onChange = ({ document }: { document?: FirestoreStateDocument }) => {
    if (changed === null) setImmediate(deliver);
    if (!document)
      changed = "all"; // every project cleared
    else if (changed !== "all") changed = new Set(changed).add(document.getPath());
  };
  for (const event of EVENTS) state.emitter.on(event, onChange);

  const sweeper = setInterval(
    () => {
      for (const { channel } of sessions.values()) {
        if (channel.hasBackChannel) channel.send(["noop"]);
        else if (Date.now() - channel.lastActivity > limits.idleMs) channel.close();
      }
    },
    Math.max(50, Math.min(limits.keepAliveMs, limits.idleMs / 2)),
  );
  sweeper.unref();

  return {
    host: served.host,
    sessionCount: () => sessions.size,
    async close() {
      clearInterval(sweeper);
      for (const event of EVENTS) state.emitter.off(event, onChange);
      for (const { channel } of [...sessions.values()]) channel.close();
      await served.close();
    },
  };
}

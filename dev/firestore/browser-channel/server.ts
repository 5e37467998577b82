// The embedded database's door for browsers: an HTTP server speaking the web SDK's WebChannel transport
// for Firestore's Listen stream, answered from the same in-process emulator that firebase-admin writes
// to. Browsers only read here; the Write stream is refused with a clear error. It serves only the site's
// own origins, on loopback unless told otherwise, and only the collections firestore.rules lets clients
// read (the content, never the inquiries, applications or mail). It bounds what any browser can hold:
// open sessions, queued bytes per session, request size, idle time. A bad request costs its own
// session, nothing more.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FirestoreState, FirestoreStateDocument } from "@firestore-emulator/server";
import { forwardAckChunk, handshakeChunk, parseForwardBody, type ForwardMessage } from "./framing";
import { listenRequest } from "./listen-request";
import { ListenTargets } from "./listen-targets";
import { ChannelSession, type BackChannelSink } from "./session";

export const LISTEN_PATH = "/google.firestore.v1.Firestore/Listen/channel";
const WRITE_PATH = "/google.firestore.v1.Firestore/Write/channel";

export const WRITE_REFUSED =
  "The embedded database takes no writes from browsers: it serves live reads (Listen) only. The site writes through its server.";

export type BrowserChannelOptions = {
  state: FirestoreState;
  /** host:port to listen on; loopback unless the host says otherwise. */
  host: string;
  /** Origins (scheme://host:port) whose pages may use the channel. */
  allowedOrigins: string[];
  /**
   * Whether clients may read a top-level collection, as firestore.rules lets them: a request without an
   * Origin (any program, not a page) passes the origin check, so this is what keeps the rest private.
   */
  readable: (collection: string) => boolean;
  maxSessions?: number;
  maxQueuedBytes?: number;
  maxBodyBytes?: number;
  /** A session without a back channel for this long is closed. */
  idleMs?: number;
  /** How often an idle back channel gets a noop, so neither side gives it up. */
  keepAliveMs?: number;
  recycleBytes?: number;
};

export type BrowserChannel = {
  host: string;
  sessionCount(): number;
  close(): Promise<void>;
};

const CHANNEL_DEFAULTS = {
  maxSessions: 100,
  maxQueuedBytes: 8 * 1024 * 1024,
  maxBodyBytes: 256 * 1024,
  idleMs: 60_000,
  keepAliveMs: 20_000,
  recycleBytes: 1024 * 1024,
};

type StreamKind = "listen" | "write";

/** A session and what it does with each message from the browser. */
type Session = {
  kind: StreamKind;
  channel: ChannelSession;
  /** Acts on one message; throws an HttpError for a malformed one. */
  accept(json: unknown, index: number): void;
  /** After a request's messages: for Listen, the marker that raises the first snapshots. */
  settle(): void;
  /** Database documents changed (all of them for "all"). */
  changed(names: Set<string> | "all"): void;
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function splitHost(host: string): { hostname: string; port: number } {
  const i = host.lastIndexOf(":");
  const port = Number(host.slice(i + 1));
  if (i < 0 || !Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`a browser channel address looks like 127.0.0.1:8081, not "${host}"`);
  return { hostname: host.slice(0, i).replace(/^\[|\]$/g, "") || "127.0.0.1", port };
}

function readBody(req: http.IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > limit) return reject(new HttpError(413, `request body over ${limit} bytes`));
    const parts: Buffer[] = [];
    let size = 0;
    req.on("data", (part: Buffer) => {
      size += part.length;
      if (size > limit) {
        reject(new HttpError(413, `request body over ${limit} bytes`));
        req.removeAllListeners("data");
        req.resume();
        return;
      }
      parts.push(part);
    });
    req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    req.on("error", reject);
  });
}

export async function startBrowserChannel(options: BrowserChannelOptions): Promise<BrowserChannel> {
  const limits = {
    maxSessions: options.maxSessions ?? CHANNEL_DEFAULTS.maxSessions,
    maxQueuedBytes: options.maxQueuedBytes ?? CHANNEL_DEFAULTS.maxQueuedBytes,
    maxBodyBytes: options.maxBodyBytes ?? CHANNEL_DEFAULTS.maxBodyBytes,
    idleMs: options.idleMs ?? CHANNEL_DEFAULTS.idleMs,
    keepAliveMs: options.keepAliveMs ?? CHANNEL_DEFAULTS.keepAliveMs,
    recycleBytes: options.recycleBytes ?? CHANNEL_DEFAULTS.recycleBytes,
  };
  const allowed = new Set(options.allowedOrigins);
  const sessions = new Map<string, Session>();
  const { state } = options;

  const newId = () => randomBytes(18).toString("base64url");

  const listenSession = (channel: ChannelSession): Session => {
    const targets = new ListenTargets(
      state,
      (response) => channel.send([response]),
      options.readable,
    );
    let applied = false;
    return {
      kind: "listen",
      channel,
      accept(json, index) {
        const parsed = listenRequest.safeParse(json);
        if (!parsed.success)
          throw new HttpError(
            400,
            `message ${index} is not a ListenRequest: ${parsed.error.issues[0]?.message}`,
          );
        targets.apply(parsed.data);
        applied = true;
      },
      settle() {
        if (applied && !channel.closed) targets.markSnapshot();
        applied = false;
      },
      changed: (names) => void targets.refresh(names),
    };
  };

  // The web SDK fails a write only when its stream refuses it after the stream's handshake; refused
  // earlier, it would retry for ever. So the handshake is answered, and the first write refused.
  const writeSession = (channel: ChannelSession): Session => ({
    kind: "write",
    channel,
    accept(json) {
      const writes =
        typeof json === "object" && json !== null
          ? (json as { writes?: unknown }).writes
          : undefined;
      if (Array.isArray(writes) && writes.length > 0) {
        channel.send([{ error: { code: 12, status: "UNIMPLEMENTED", message: WRITE_REFUSED } }]);
      } else {
        channel.send([
          { streamId: channel.id, streamToken: Buffer.from("no-writes").toString("base64") },
        ]);
      }
    },
    settle() {},
    changed() {},
  });

  const openSession = (kind: StreamKind): Session => {
    const channel = new ChannelSession(newId(), limits, (closed) => sessions.delete(closed.id));
    const session = kind === "listen" ? listenSession(channel) : writeSession(channel);
    sessions.set(channel.id, session);
    return session;
  };

  /** Acts on the browser's messages in order; a malformed one closes the session. */
  const receive = (session: Session, messages: ForwardMessage[]) => {
    for (const message of messages) {
      if (message.index < session.channel.nextMessageIndex) continue; // sent again by a retried request
      if (message.index > session.channel.nextMessageIndex)
        throw new HttpError(
          400,
          `message ${message.index} arrived before ${session.channel.nextMessageIndex}`,
        );
      session.channel.nextMessageIndex++;
      let json: unknown;
      try {
        json = JSON.parse(message.data);
      } catch {
        throw new HttpError(400, `message ${message.index} is not JSON`);
      }
      session.accept(json, message.index);
    }
    session.settle();
  };

  // Database changes: gathered until the current write (a batch may touch many documents) is done,
  // then every session is told what changed for its targets.
  let changed: Set<string> | "all" | null = null;
  const deliver = () => {
    const batch = changed;
    changed = null;
    if (!batch) return;
    for (const session of sessions.values()) {
      try {
        session.changed(batch);
      } catch (error) {
        session.channel.fail(
          "INTERNAL",
          `the update could not be sent: ${(error as Error).message}`,
        );
      }
    }
  };
  const onDocument = ({ document }: { document: FirestoreStateDocument }) => {
    if (changed === null) setImmediate(deliver);
    if (changed === "all") return;
    changed ??= new Set();
    changed.add(document.getPath());
  };
  const onClear = () => {
    if (changed === null) setImmediate(deliver);
    changed = "all";
  };
  const documentEvents = ["create-document", "update-document", "delete-document"] as const;
  for (const event of documentEvents) state.emitter.on(event, onDocument);
  state.emitter.on("clear-all-projects", onClear);

  const sweeper = setInterval(
    () => {
      const now = Date.now();
      for (const { channel } of sessions.values()) {
        if (!channel.hasBackChannel && now - channel.lastActivity > limits.idleMs) channel.close();
        else if (channel.hasBackChannel) channel.send(["noop"]);
      }
    },
    Math.max(50, Math.min(limits.keepAliveMs, limits.idleMs / 2)),
  );
  sweeper.unref();

  const setCors = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const origin = req.headers.origin;
    res.setHeader("Vary", "Origin");
    // Requests without an Origin do not come from a page's script (a beacon or image closing a
    // session, a tool on this machine); any page's script carries its origin and is checked.
    if (origin === undefined) return true;
    if (!allowed.has(origin)) return false;
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Access-Control-Allow-Credentials", "true");
    res.setHeader("Access-Control-Expose-Headers", "X-HTTP-Session-Id, X-Client-Wire-Protocol");
    return true;
  };

  const answer = (
    res: http.ServerResponse,
    status: number,
    body: string,
    headers: Record<string, string> = {},
  ) => {
    if (res.headersSent) return void res.end();
    res.writeHead(status, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...headers,
    });
    res.end(body);
  };

  const openBackChannel = (
    res: http.ServerResponse,
    session: Session,
    aid: number,
    longPoll: boolean,
  ) => {
    res.writeHead(200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    });
    const sink: BackChannelSink = { write: (text) => void res.write(text), end: () => res.end() };
    res.on("close", () => session.channel.detach(sink));
    session.channel.attach(sink, aid, longPoll);
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://channel");
    if (!setCors(req, res)) {
      return answer(
        res,
        403,
        `Origin ${req.headers.origin} may not use this database; it serves the site's own pages.`,
      );
    }
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
        "Access-Control-Allow-Headers": String(req.headers["access-control-request-headers"] ?? ""),
        "Access-Control-Max-Age": "600",
      });
      return void res.end();
    }
    const params = url.searchParams;
    const sid = params.get("SID");
    const type = params.get("TYPE");

    const kind: StreamKind | null =
      url.pathname === LISTEN_PATH ? "listen" : url.pathname === WRITE_PATH ? "write" : null;
    if (!kind)
      return answer(res, 404, "Not found: this port serves the Firestore Listen channel only.");
    const existing = sid ? sessions.get(sid) : undefined;
    const known = existing?.kind === kind ? existing : undefined;

    if (type === "terminate") {
      known?.channel.close();
      return answer(res, 200, "");
    }

    if (req.method === "POST") {
      const body = await readBody(req, limits.maxBodyBytes).catch((error: unknown) => {
        known?.channel.fail("INVALID_ARGUMENT", (error as Error).message);
        throw error;
      });
      const parsed = parseForwardBody(body);
      if (!sid) {
        if ("error" in parsed) throw new HttpError(400, parsed.error);
        if (sessions.size >= limits.maxSessions) {
          throw new HttpError(
            503,
            "Too many open live sessions on this database; try again shortly.",
          );
        }
        const session = openSession(kind);
        const httpSessionId = newId();
        try {
          receive(session, parsed.messages);
        } catch (error) {
          session.channel.close();
          throw error;
        }
        return answer(res, 200, handshakeChunk(session.channel.id, limits.keepAliveMs), {
          "X-HTTP-Session-Id": httpSessionId,
        });
      }
      const session = known;
      if (!session) return answer(res, 400, "Unknown SID");
      session.channel.lastActivity = Date.now();
      session.channel.acknowledge(Number(params.get("AID")));
      try {
        if ("error" in parsed) throw new HttpError(400, parsed.error);
        receive(session, parsed.messages);
      } catch (error) {
        session.channel.fail("INVALID_ARGUMENT", (error as Error).message);
        throw error;
      }
      const { channel } = session;
      return answer(
        res,
        200,
        forwardAckChunk(channel.hasBackChannel, channel.lastArrayId, channel.outstandingBytes),
      );
    }

    if (req.method === "GET" && type === "xmlhttp") {
      if (!sid) {
        // The client's check for a buffering proxy: a first chunk now and a second later.
        res.writeHead(200, {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
          "X-Content-Type-Options": "nosniff",
        });
        res.write("11111");
        const timer = setTimeout(() => res.end("2"), 2000);
        res.on("close", () => clearTimeout(timer));
        return;
      }
      if (!known) return answer(res, 400, "Unknown SID");
      return openBackChannel(
        res,
        known,
        Number(params.get("AID") ?? "0"),
        params.get("CI") === "1",
      );
    }
    return answer(res, 400, "Not a WebChannel request.");
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 500) console.error("[browser channel] request failed:", error);
      answer(
        res,
        status,
        error instanceof Error ? error.message : "request failed",
        status === 413 ? { Connection: "close" } : {},
      );
    });
  });
  server.on("clientError", (_error, socket) => socket.destroy());
  // Back channels are long-lived by design; Node's default request timeouts must not cut them.
  server.requestTimeout = 0;
  server.headersTimeout = 10_000;

  const { hostname, port } = splitHost(options.host);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;

  return {
    host: `${hostname.includes(":") ? `[${hostname}]` : hostname}:${address.port}`,
    sessionCount: () => sessions.size,
    async close() {
      clearInterval(sweeper);
      for (const event of documentEvents) state.emitter.off(event, onDocument);
      state.emitter.off("clear-all-projects", onClear);
      for (const { channel } of [...sessions.values()]) channel.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

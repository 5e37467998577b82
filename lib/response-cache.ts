// A shared cache in front of Next inside the production server (scripts/serve.ts), doing for `npm start`
// what a CDN does on Vercel: a page Next answers with a shared max-age (`s-maxage`) is kept whole, its
// headers and bytes, and answered again from memory without passing through Next, until it is older
// than that max-age or the content changes. A change reaches it the way it reaches Next: every accepted
// POST /api/revalidate (the server's own change listeners, or a trigger holding the secret) empties it.
//
// Only what any visitor may be given is kept: a 200 to a GET without a router header (`rsc`, which asks
// for a navigation's payload rather than the page), with a public shared max-age, no cookie set, and not
// a stale copy Next is about to replace. Answers differ by the encoding the client accepts and the
// scheme it was reached over (HSTS), so both are part of the key. A page that was being rendered while
// the cache was emptied is not kept, since it may predate the change.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

type Entry = { status: number; headers: OutgoingHttpHeaders; body: Buffer; storedAt: number; expiresAt: number };

export type ResponseCacheOptions = {
  /** Pages kept at most; the least recently used goes first (addresses with random queries cannot grow it without bound). */
  maxEntries?: number;
  /** A larger answer is passed on but not kept. */
  maxBodyBytes?: number;
  now?: () => number;
};

/** The path that empties the cache when it answers 200 to a POST. */
const REVALIDATE_PATH = "/api/revalidate";

// Hop-by-hop or per-answer headers that are not replayed from a kept copy.
const NOT_REPLAYED = new Set(["date", "connection", "keep-alive", "transfer-encoding", "age"]);

/** The shared max-age in seconds when `cache-control` lets a shared cache keep the answer, else null. */
export function sharedMaxAge(cacheControl: unknown): number | null {
  if (typeof cacheControl !== "string") return null;
  const directives = cacheControl.toLowerCase().split(",").map((d) => d.trim());
  if (directives.some((d) => d === "private" || d === "no-store" || d === "no-cache")) return null;
  const seconds = directives.map((d) => /^s-maxage=(\d+)$/.exec(d)?.[1]).find((s) => s !== undefined);
  return seconds === undefined || Number(seconds) <= 0 ? null : Number(seconds);
}

/** Headers given to writeHead, as an object or as a flat [name, value, ...] list, by lower-case name. */
function headerObject(given: unknown): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2) headers[String(given[i]).toLowerCase()] = given[i + 1] as string;
  } else if (given && typeof given === "object") {
    for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value as string;
  }
  return headers;
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(",") : (value ?? "");
};

export function createResponseCache({ maxEntries = 200, maxBodyBytes = 4 * 1024 * 1024, now = Date.now }: ResponseCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  // Bumped each time the cache is emptied: an answer begun before that is not kept.
  let generation = 0;

  const purge = () => {
    entries.clear();
    generation++;
  };

  const keyOf = (req: IncomingMessage) => [req.url, header(req, "accept-encoding"), header(req, "x-forwarded-proto")].join("\n");

  const replay = (req: IncomingMessage, res: ServerResponse, entry: Entry) => {
    const etag = entry.headers.etag;
    const age = String(Math.floor((now() - entry.storedAt) / 1000));
    if (typeof etag === "string" && header(req, "if-none-match") === etag) {
      res.writeHead(304, { etag, "cache-control": entry.headers["cache-control"] ?? "", age });
      res.end();
      return;
    }
    // Next marks how it answered (a fresh render is MISS); a kept copy is a cache hit.
    const marked = entry.headers["x-nextjs-cache"] === undefined ? {} : { "x-nextjs-cache": "HIT" };
    res.writeHead(entry.status, { ...entry.headers, ...marked, age });
    res.end(req.method === "HEAD" ? undefined : entry.body);
  };

  /** Records what Next writes, and keeps it once sent when it may be shared. */
  const capture = (req: IncomingMessage, res: ServerResponse, key: string) => {
    const startedIn = generation;
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    const record = (chunk: unknown, encoding?: unknown) => {
      if (tooLarge || chunk == null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxBodyBytes) tooLarge = true;
      else chunks.push(buffer);
    };
    // Next may set headers one by one or hand them all to writeHead; what was sent is what is kept.
    let sent: OutgoingHttpHeaders | undefined;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      const given = rest.find((arg) => typeof arg === "object" && arg !== null);
      sent = { ...res.getHeaders(), ...headerObject(given) };
      return writeHead(status, ...rest);
    }) as ServerResponse["writeHead"];
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      record(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as ServerResponse["write"];
    res.end = ((...args: unknown[]) => {
      record(args[0], args[1]);
      return end(...args);
    }) as ServerResponse["end"];
    res.once("finish", () => {
      const all = sent ?? res.getHeaders();
      const maxAge = sharedMaxAge(all["cache-control"]);
      const keep =
        req.method === "GET" &&
        res.statusCode === 200 &&
        maxAge !== null &&
        !tooLarge &&
        generation === startedIn &&
        all["set-cookie"] === undefined &&
        String(all["x-nextjs-cache"] ?? "").toUpperCase() !== "STALE";
      if (!keep) return;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(all)) if (!NOT_REPLAYED.has(name) && value !== undefined) headers[name] = value;
      headers["content-length"] = String(size);
      entries.delete(key);
      entries.set(key, { status: 200, headers, body: Buffer.concat(chunks), storedAt: now(), expiresAt: now() + maxAge * 1000 });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    });
  };

  return {
    /**
     * Answers `req` from the cache and returns true, or returns false after arranging for Next's
     * answer to be kept (or, for an accepted revalidation, to empty the cache once it is sent).
     */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method === "POST" && req.url?.split("?")[0] === REVALIDATE_PATH) {
        res.once("finish", () => res.statusCode === 200 && purge());
        return false;
      }
      if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.rsc !== undefined) return false;
      const key = keyOf(req);
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, entry);
        replay(req, res, entry);
        return true;
      }
      if (entry) entries.delete(key);
      if (req.method === "GET") capture(req, res, key);
      return false;
    },
    purge,
    get size() {
      return entries.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

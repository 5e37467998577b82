// A shared cache in front of Next inside the production server (scripts/serve.ts), doing for `npm start`
// what a CDN does on Vercel: a page Next answers with a shared max-age (`s-maxage`) is kept whole, its
// headers and bytes, and answered again from memory without passing through Next, until it is older
// than that max-age or the content changes. A change reaches it the way it reaches Next: every accepted
// POST /api/revalidate (the server's own change listeners, or a trigger holding the secret) empties it.
//
// Only what any visitor may be given is kept: a 200 to a GET without a router header (`rsc`, which asks
// for a navigation's payload rather than the page), with a public shared max-age, no cookie set, and not
// a stale copy Next is about to replace. Answers differ by the encoding the client accepts and the
// scheme it was reached over (HSTS), so both are part of the key. Emptying marks every kept page as
// no longer fresh, and a page that was being rendered meanwhile is never answered from the cache, since
// it may predate the change.
//
// So each page's last good copy outlives its freshness (stale-if-error): when it has expired or been
// invalidated and the render that should replace it fails (the database is away), the server answers
// with that copy instead of an error, for up to a day after it was rendered.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

/** A kept page; `generation` is the cache's generation when its render began. */
type Entry = { status: number; headers: OutgoingHttpHeaders; body: Buffer; storedAt: number; expiresAt: number; generation: number };

/** A whole answer to write in place of another. */
export type Answer = { status: number; headers: OutgoingHttpHeaders; body: Buffer | string };

export type ResponseCacheOptions = {
  /** Pages kept at most; the least recently used goes first (addresses with random queries cannot grow it without bound). */
  maxEntries?: number;
  /** A larger answer is passed on but not kept. */
  maxBodyBytes?: number;
  /** How long after its render a page's last good copy may stand in for a failed render. */
  staleIfErrorMs?: number;
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

const DAY_MS = 24 * 60 * 60 * 1000;

export function createResponseCache({ maxEntries = 200, maxBodyBytes = 4 * 1024 * 1024, staleIfErrorMs = DAY_MS, now = Date.now }: ResponseCacheOptions = {}) {
  // The last good copy of each page, most recently used last.
  const entries = new Map<string, Entry>();
  // Bumped each time the cache is emptied: a copy whose render began before that is no longer fresh.
  let generation = 0;

  const purge = () => {
    generation++;
  };
  /** Whether a kept copy may be answered as it is: not expired, and rendered since the cache was last emptied. */
  const fresh = (entry: Entry) => entry.generation === generation && entry.expiresAt > now();
  const remember = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  const keyOf = (req: IncomingMessage) => [req.url, header(req, "accept-encoding"), header(req, "x-forwarded-proto")].join("\n");
  // Posts and navigation payloads (`rsc`) are Next's alone.
  const cacheable = (req: IncomingMessage) => (req.method === "GET" || req.method === "HEAD") && req.headers.rsc === undefined;
  const ageOf = (entry: Entry) => String(Math.floor((now() - entry.storedAt) / 1000));

  const replay = (req: IncomingMessage, res: ServerResponse, entry: Entry) => {
    const etag = entry.headers.etag;
    const age = ageOf(entry);
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
      const shareable =
        req.method === "GET" &&
        res.statusCode === 200 &&
        maxAge !== null &&
        !tooLarge &&
        all["set-cookie"] === undefined &&
        String(all["x-nextjs-cache"] ?? "").toUpperCase() !== "STALE";
      if (!shareable) return;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(all)) if (!NOT_REPLAYED.has(name) && value !== undefined) headers[name] = value;
      headers["content-length"] = String(size);
      // A render that overlapped an invalidation may predate the change: it is never answered as fresh,
      // but it is still a good page to stand in for a failed one, unless a fresh copy is kept already.
      const kept = entries.get(key);
      if (startedIn !== generation && kept && fresh(kept)) return;
      remember(key, { status: 200, headers, body: Buffer.concat(chunks), storedAt: now(), expiresAt: now() + maxAge * 1000, generation: startedIn });
    });
  };

  return {
    /**
     * Answers `req` from the cache and returns true, or returns false after arranging for Next's
     * answer to be kept (or, for an accepted revalidation, to empty the cache as its status is written).
     */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method === "POST" && req.url?.split("?")[0] === REVALIDATE_PATH) {
        // Emptied as the acceptance is written, so that a page asked for once it is read is rendered anew.
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
        res.writeHead = ((status: number, ...rest: unknown[]) => {
          if (status === 200) purge();
          return writeHead(status, ...rest);
        }) as ServerResponse["writeHead"];
        return false;
      }
      if (!cacheable(req)) return false;
      const key = keyOf(req);
      const entry = entries.get(key);
      if (entry && fresh(entry)) {
        remember(key, entry);
        replay(req, res, entry);
        return true;
      }
      if (req.method === "GET") capture(req, res, key);
      return false;
    },
    /**
     * The last good copy of the page `req` asks for, to answer with should its render fail: marked as a
     * stale copy and not to be kept by anyone (a CDN would otherwise hold it after the outage), with no
     * ETag (a browser must not revalidate against it). The request is read at once, since Next adds
     * headers to it as it handles it; the copy is looked up when asked for.
     */
    staleCopyOf(req: IncomingMessage): () => Answer | undefined {
      const key = cacheable(req) ? keyOf(req) : undefined;
      return () => {
        const entry = key === undefined ? undefined : entries.get(key);
        if (!entry || now() - entry.storedAt > staleIfErrorMs) return undefined;
        const { etag: _etag, ...headers } = entry.headers;
        return { status: entry.status, headers: { ...headers, "cache-control": "no-store", "x-nextjs-cache": "STALE", age: ageOf(entry) }, body: entry.body };
      };
    },
    purge,
    /** Pages answered from memory now (not counting copies kept only to stand in for failures). */
    get size() {
      return [...entries.values()].filter(fresh).length;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

// A Cloud Storage emulator of the JSON API the site uses (Firebase's needs Java and a download; npm has
// none in Node): uploads (multipart, media, resumable from browsers with CORS), metadata, downloads with
// ranges, listing, deletion, and V4 signed links checked against the local key. Anything else is
// answered 501 with what was asked, so a new use shows up at once.
import {
  createHash,
  createPublicKey,
  createVerify,
  randomBytes,
  type KeyObject,
} from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { HttpError, readBody, serve } from "@/dev/http";
import { ObjectStore, type ObjectMetadata, type WrittenMetadata } from "./store";

type Session = {
  bucket: string;
  name: string;
  written: WrittenMetadata;
  /** The page that may use the session from a browser (the Origin of the request that opened it). */
  origin?: string;
  /** The length declared when the session was opened; more bytes than that are refused. */
  length?: number;
  chunks: Buffer[];
  received: number;
  done?: ObjectMetadata;
};

export type StorageEmulator = { host: string; close(): Promise<void> };

export type EmulatorOptions = {
  host: string;
  dataDir: string;
  /** The PEM key the site signs download links with. */
  signingKey?: string;
  maxObjectBytes?: number;
};

// The client library leaves out /storage/v1 when it talks to an emulator (STORAGE_EMULATOR_HOST).
const JSON_API = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o(?:\/(.+))?$/;
const UPLOAD_API = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/;
const SIGNED_PATH = /^\/([^/]+)\/(.+)$/;
const MAX_SESSIONS = 1000;

function sendJson(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
}

const refuse = (res: ServerResponse, status: number, message: string) => {
  const reason = status === 404 ? "notFound" : "invalid";
  sendJson(res, status, { error: { code: status, message, errors: [{ message, reason }] } });
};

const missing = (bucket: string, name: string): never => {
  throw new HttpError(404, `No such object: ${bucket}/${name}`);
};

const named = (name: unknown): string => {
  if (typeof name !== "string" || !name) throw new HttpError(400, "an upload needs an object name");
  return name;
};

/** A multipart/related upload: the first part is the metadata (JSON), the second the bytes. */
function parseMultipart(body: Buffer, contentType: string) {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) throw new HttpError(400, "multipart upload without a boundary");
  // Latin-1 keeps every byte as one character. A part: its headers, a blank line, the content, and
  // the CRLF before the next delimiter.
  const parts = body
    .toString("latin1")
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => Buffer.from(part.slice(part.indexOf("\r\n\r\n") + 4, -2), "latin1"));
  if (parts.length < 2)
    throw new HttpError(400, "multipart upload needs a metadata part and a media part");
  const metadata = JSON.parse(parts[0].toString("utf8") || "{}") as Record<string, unknown>;
  return { metadata, data: parts[1] };
}

function writtenFrom(metadata: Record<string, unknown>, fallbackType?: string): WrittenMetadata {
  const custom = metadata.metadata;
  return {
    contentType: typeof metadata.contentType === "string" ? metadata.contentType : fallbackType,
    metadata:
      custom && typeof custom === "object"
        ? Object.fromEntries(Object.entries(custom).map(([k, v]) => [k, String(v)]))
        : undefined,
  };
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` against an object of `size` bytes; undefined for the whole. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header ?? "");
  if (!m || (m[1] === "" && m[2] === "")) return undefined;
  if (m[1] === "") return { start: Math.max(0, size - Number(m[2])), end: size - 1 };
  return { start: Number(m[1]), end: Math.min(size - 1, m[2] === "" ? size - 1 : Number(m[2])) };
}

/** An object's bytes (or the asked range), for the JSON API's media download and a signed link alike. */
function sendMedia(
  req: IncomingMessage,
  res: ServerResponse,
  meta: ObjectMetadata,
  data: Buffer,
  headers = {},
) {
  const range = parseRange(req.headers.range, data.length);
  const part = range && range.start < data.length ? range : undefined;
  const body = part ? data.subarray(part.start, part.end + 1) : data;
  res.writeHead(part ? 206 : 200, {
    "content-type": meta.contentType,
    "content-length": String(body.length),
    "x-goog-generation": meta.generation,
    "accept-ranges": "bytes",
    ...(part
      ? { "content-range": `bytes ${part.start}-${part.end}/${data.length}` }
      : { "x-goog-hash": `crc32c=${meta.crc32c},md5=${meta.md5Hash}` }),
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

const encodeRfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** Why a V4 signed link is refused, as Cloud Storage checks it; null when it is good. */
function signedLinkProblem(url: URL, host: string, publicKey: KeyObject): string | null {
  const q = url.searchParams;
  if (q.get("X-Goog-Algorithm") !== "GOOG4-RSA-SHA256") return "the link is not a V4 signed link";
  const date = q.get("X-Goog-Date") ?? "";
  const iso = date.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, "$1-$2-$3T$4:$5:$6Z");
  const start = iso === date ? NaN : Date.parse(iso);
  const expires = Number(q.get("X-Goog-Expires"));
  if (Number.isNaN(start) || !Number.isInteger(expires)) return "the link has no valid date";
  if (Date.now() < start - 15 * 60_000 || Date.now() > start + expires * 1000)
    return "the link has expired";
  if ((q.get("X-Goog-SignedHeaders") ?? "host") !== "host")
    return "the link signs headers other than host";
  const query = [...q]
    .filter(([key]) => key !== "X-Goog-Signature")
    .map((pair) => pair.map(encodeRfc3986))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map((pair) => pair.join("="))
    .join("&");
  // The client library signs the host name without the port (what Cloud Storage's own address has).
  const headers = `host:${host.replace(/:\d+$/, "")}\n`;
  const canonical = ["GET", url.pathname, query, headers, "host", "UNSIGNED-PAYLOAD"].join("\n");
  const scope = q.get("X-Goog-Credential")?.split("/").slice(1).join("/") ?? "";
  const digest = createHash("sha256").update(canonical).digest("hex");
  const signature = Buffer.from(q.get("X-Goog-Signature") ?? "", "hex");
  return createVerify("RSA-SHA256")
    .update(`GOOG4-RSA-SHA256\n${date}\n${scope}\n${digest}`)
    .verify(publicKey, signature)
    ? null
    : "the link's signature does not match";
}

export async function startStorageEmulator(options: EmulatorOptions): Promise<StorageEmulator> {
  const store = new ObjectStore(options.dataDir);
  const maxBytes = options.maxObjectBytes ?? 64 * 1024 * 1024;
  const publicKey = options.signingKey ? createPublicKey(options.signingKey) : undefined;
  const sessions = new Map<string, Session>();
  let address = options.host;

  const corsFor = (req: IncomingMessage, session?: Session): Record<string, string> => {
    const origin = req.headers.origin;
    if (!origin || session?.origin !== origin) return {};
    return {
      "access-control-allow-origin": origin,
      "access-control-expose-headers": "location, range, x-goog-hash, x-guploader-uploadid",
      vary: "Origin",
    };
  };

  async function upload(
    req: IncomingMessage,
    res: ServerResponse,
    q: URLSearchParams,
    bucket: string,
  ) {
    const id = q.get("upload_id");
    if (id) return sessionChunk(req, res, id);
    const type = q.get("uploadType");
    const body = await readBody(req, maxBytes + 64 * 1024);
    if (type === "multipart") {
      const { metadata, data } = parseMultipart(body, req.headers["content-type"] ?? "");
      const name = named(metadata.name ?? q.get("name"));
      return sendJson(res, 200, store.write(bucket, name, data, writtenFrom(metadata)));
    }
    if (type === "media") {
      const written = { contentType: req.headers["content-type"] };
      return sendJson(res, 200, store.write(bucket, named(q.get("name")), body, written));
    }
    if (type !== "resumable") throw new HttpError(501, `uploadType=${type} is not emulated`);
    const metadata = JSON.parse(body.toString("utf8") || "{}") as Record<string, unknown>;
    const name = named(q.get("name") ?? metadata.name);
    const declared = req.headers["x-upload-content-length"];
    if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
    const sessionId = randomBytes(24).toString("base64url");
    sessions.set(sessionId, {
      bucket,
      name,
      written: writtenFrom(metadata, req.headers["x-upload-content-type"] as string | undefined),
      origin: req.headers.origin,
      length: declared === undefined ? undefined : Number(declared),
      chunks: [],
      received: 0,
    });
    const path = `/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=resumable`;
    res.writeHead(200, {
      location: `http://${address}${path}&name=${encodeURIComponent(name)}&upload_id=${sessionId}`,
      "x-guploader-uploadid": sessionId,
      "content-length": "0",
    });
    res.end();
  }

  async function sessionChunk(req: IncomingMessage, res: ServerResponse, id: string) {
    const session = sessions.get(id);
    if (!session) throw new HttpError(404, "no such upload session");
    const cors = corsFor(req, session);
    const body = await readBody(req, maxBytes);
    if (session.done) return sendJson(res, 200, session.done, cors);
    // "bytes a-b/total" (a chunk), "bytes */total" or "bytes */*" (a status query), none (all of it).
    // An unknown total is NaN, which no count reaches.
    const range = /^bytes (\*|(\d+)-(\d+))\/(\*|\d+)$/.exec(req.headers["content-range"] ?? "");
    const total = !range ? session.received + body.length : Number(range[4]);
    if (!range || range[1] !== "*") {
      if (range && Number(range[2]) !== session.received)
        throw new HttpError(400, `expected bytes from ${session.received}`);
      session.chunks.push(body);
      session.received += body.length;
    }
    const limit = session.length ?? maxBytes;
    if (session.received > limit || total > limit) {
      sessions.delete(id);
      throw new HttpError(
        400,
        `the upload is larger than the ${limit} bytes this session was opened for`,
      );
    }
    if (session.received >= total) {
      const data = Buffer.concat(session.chunks);
      session.done = store.write(session.bucket, session.name, data, session.written);
      session.chunks = [];
      return sendJson(res, 200, session.done, cors);
    }
    const received = session.received > 0 ? { range: `bytes=0-${session.received - 1}` } : {};
    res.writeHead(308, { ...cors, ...received, "content-length": "0" });
    res.end();
  }

  function list(res: ServerResponse, q: URLSearchParams, bucket: string) {
    if (q.has("delimiter")) throw new HttpError(501, "listing with a delimiter is not emulated");
    const max = Math.min(Number(q.get("maxResults")) || 1000, 1000);
    const after = q.get("pageToken") ?? "";
    const objects = store.list(bucket, q.get("prefix") ?? "").filter(({ name }) => name > after);
    const page = objects.slice(0, max);
    sendJson(res, 200, {
      kind: "storage#objects",
      items: page.length ? page : undefined,
      nextPageToken: objects.length > max ? page[page.length - 1].name : undefined,
    });
  }

  function signedDownload(req: IncomingMessage, res: ServerResponse, url: URL) {
    const match = SIGNED_PATH.exec(url.pathname);
    if (!match || !publicKey) throw new HttpError(404, "not found");
    const problem = signedLinkProblem(url, req.headers.host ?? "", publicKey);
    if (problem) throw new HttpError(403, problem);
    const [bucket, name] = [match[1], match[2]].map((part) => decodeURIComponent(part));
    const meta = store.get(bucket, name) ?? missing(bucket, name);
    const file = name
      .split("/")
      .pop()!
      .replace(/[^A-Za-z0-9._-]/g, "_");
    const disposition = { "content-disposition": `attachment; filename="${file}"` };
    sendMedia(req, res, meta, store.read(bucket, name), disposition);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", `http://${address}`);
    const q = url.searchParams;
    const { method } = req;
    if (method === "OPTIONS") {
      const cors = corsFor(req, sessions.get(q.get("upload_id") ?? ""));
      res.writeHead(cors["access-control-allow-origin"] ? 204 : 403, {
        ...cors,
        "access-control-allow-methods": "PUT, POST, GET",
        "access-control-allow-headers": "content-type, content-range, x-goog-upload-protocol",
        "access-control-max-age": "3600",
      });
      return void res.end();
    }
    if ((method === "GET" || method === "HEAD") && q.has("X-Goog-Signature"))
      return signedDownload(req, res, url);
    const uploadPath = UPLOAD_API.exec(url.pathname);
    if (uploadPath && (method === "POST" || method === "PUT"))
      return upload(req, res, q, decodeURIComponent(uploadPath[1]));
    const api = JSON_API.exec(url.pathname);
    const bucket = decodeURIComponent(api?.[1] ?? "");
    if (api && !api[2] && method === "GET") return list(res, q, bucket);
    if (!api?.[2]) throw new HttpError(501, `${method} ${url.pathname} is not emulated`);
    const name = decodeURIComponent(api[2]);
    if (method === "PATCH" || method === "PUT") {
      const patch = JSON.parse((await readBody(req, 64 * 1024)).toString("utf8") || "{}");
      return sendJson(res, 200, store.patch(bucket, name, patch) ?? missing(bucket, name));
    }
    const meta = store.get(bucket, name) ?? missing(bucket, name);
    if (method === "DELETE") {
      store.delete(bucket, name);
      return void res.writeHead(204).end();
    }
    if (method !== "GET") throw new HttpError(501, `${method} of an object is not emulated`);
    if (q.get("alt") === "media") return sendMedia(req, res, meta, store.read(bucket, name));
    sendJson(res, 200, meta);
  }

  const served = await serve(options.host, handle, refuse);
  address = served.host;
  return { host: served.host, close: served.close };
}

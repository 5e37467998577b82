// A Cloud Storage emulator of the part of the Storage JSON API the site uses, for development and tests
// where Firebase's own emulator cannot run (it needs Java and a download) and no Node one exists on the
// npm registry. firebase-admin's Storage client reaches it through FIREBASE_STORAGE_EMULATOR_HOST as it
// would Firebase's: uploads (multipart, media and resumable sessions, which browsers use straight from
// the page, with CORS for the origin the session was opened for), object metadata, downloads (with
// ranges), listing by prefix, deletion, and V4 signed download links, checked against the local signing
// key. Anything else is answered 501 with what was asked, so a new use shows up at once.
import {
  createHash,
  createPublicKey,
  createVerify,
  randomBytes,
  type KeyObject,
} from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
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

export type StorageEmulator = { host: string; store: ObjectStore; close(): Promise<void> };

export type EmulatorOptions = {
  host: string;
  dataDir: string;
  /** The PEM private key whose public half checks signed download links (the site signs with it). */
  signingKey?: string;
  /** Largest object accepted, in bytes. */
  maxObjectBytes?: number;
};

// The client library leaves out /storage/v1 when it talks to an emulator (STORAGE_EMULATOR_HOST).
const JSON_API = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o(?:\/(.+))?$/;
const UPLOAD_API = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/;
const SIGNED_PATH = /^\/([^/]+)\/(.+)$/;
const MAX_SESSIONS = 1000;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new HttpError(413, `the body is larger than ${limit} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
}

function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  sendJson(
    res,
    status,
    {
      error: {
        code: status,
        message,
        errors: [{ message, reason: status === 404 ? "notFound" : "invalid" }],
      },
    },
    headers,
  );
}

/** A multipart/related upload: the first part is the metadata (JSON), the second the bytes. */
function parseMultipart(
  body: Buffer,
  contentType: string,
): { metadata: Record<string, unknown>; data: Buffer } {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) throw new HttpError(400, "multipart upload without a boundary");
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === "--") break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    parts.push(body.subarray(start, next));
    at = next;
  }
  const content = (part: Buffer) => {
    const split = part.indexOf("\r\n\r\n");
    // The part ends with the CRLF before the next delimiter.
    return part.subarray(split + 4, part.length - 2);
  };
  if (parts.length < 2)
    throw new HttpError(400, "multipart upload needs a metadata part and a media part");
  return {
    metadata: JSON.parse(content(parts[0]).toString("utf8") || "{}") as Record<string, unknown>,
    data: content(parts[1]),
  };
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

function hashHeader(meta: ObjectMetadata): string {
  return `crc32c=${meta.crc32c},md5=${meta.md5Hash}`;
}

/** Sends an object's bytes (or the asked range), as both the JSON API's media download and a signed link do. */
function sendMedia(
  req: IncomingMessage,
  res: ServerResponse,
  meta: ObjectMetadata,
  data: Buffer,
  headers: Record<string, string>,
) {
  const range = parseRange(req.headers.range, data.length);
  const common = {
    "content-type": meta.contentType,
    "x-goog-generation": meta.generation,
    "accept-ranges": "bytes",
    ...headers,
  };
  if (range && range.start < data.length) {
    res.writeHead(206, {
      ...common,
      "content-range": `bytes ${range.start}-${range.end}/${data.length}`,
      "content-length": String(range.end - range.start + 1),
    });
    res.end(req.method === "HEAD" ? undefined : data.subarray(range.start, range.end + 1));
    return;
  }
  res.writeHead(200, {
    ...common,
    "content-length": String(data.length),
    "x-goog-hash": hashHeader(meta),
  });
  res.end(req.method === "HEAD" ? undefined : data);
}

/**
 * Checks a V4 signed link as Cloud Storage would: the signature over the canonical request, made with
 * the signing key, and the time it is valid for.
 */
function checkSignedUrl(
  url: URL,
  host: string,
  publicKey: KeyObject,
  now = Date.now(),
): string | null {
  const q = url.searchParams;
  if (q.get("X-Goog-Algorithm") !== "GOOG4-RSA-SHA256") return "the link is not a V4 signed link";
  const date = q.get("X-Goog-Date") ?? "";
  const expires = Number(q.get("X-Goog-Expires"));
  const signed = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date);
  if (!signed || !Number.isInteger(expires)) return "the link has no valid date";
  const start = Date.UTC(
    +signed[1],
    +signed[2] - 1,
    +signed[3],
    +signed[4],
    +signed[5],
    +signed[6],
  );
  if (now < start - 15 * 60_000 || now > start + expires * 1000) return "the link has expired";
  const query = [...q.entries()]
    .filter(([key]) => key !== "X-Goog-Signature")
    .map(([key, value]) => [encodeRfc3986(key), encodeRfc3986(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  const signedHeaders = q.get("X-Goog-SignedHeaders") ?? "host";
  if (signedHeaders !== "host") return "the link signs headers other than host";
  // The client library signs the host name without the port (what Cloud Storage's own address has).
  const canonical = [
    "GET",
    url.pathname,
    query,
    `host:${host.replace(/:\d+$/, "")}\n`,
    signedHeaders,
    "UNSIGNED-PAYLOAD",
  ].join("\n");
  const scope = q.get("X-Goog-Credential")?.split("/").slice(1).join("/") ?? "";
  const toSign = [
    "GOOG4-RSA-SHA256",
    date,
    scope,
    createHash("sha256").update(canonical).digest("hex"),
  ].join("\n");
  const signature = Buffer.from(q.get("X-Goog-Signature") ?? "", "hex");
  return createVerify("RSA-SHA256").update(toSign).verify(publicKey, signature)
    ? null
    : "the link's signature does not match";
}

const encodeRfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export function startStorageEmulator(options: EmulatorOptions): Promise<StorageEmulator> {
  const store = new ObjectStore(options.dataDir);
  const maxBytes = options.maxObjectBytes ?? 64 * 1024 * 1024;
  const publicKey = options.signingKey ? createPublicKey(options.signingKey) : undefined;
  const sessions = new Map<string, Session>();
  let address = options.host;

  const sessionUrl = (id: string, session: Session) =>
    `http://${address}/upload/storage/v1/b/${encodeURIComponent(session.bucket)}/o?uploadType=resumable&name=${encodeURIComponent(session.name)}&upload_id=${id}`;

  const corsFor = (req: IncomingMessage, session?: Session): Record<string, string> => {
    const origin = req.headers.origin;
    if (!origin || !session?.origin || session.origin !== origin) return {};
    return {
      "access-control-allow-origin": origin,
      "access-control-expose-headers": "location, range, x-goog-hash, x-guploader-uploadid",
      vary: "Origin",
    };
  };

  async function upload(req: IncomingMessage, res: ServerResponse, url: URL, bucket: string) {
    const id = url.searchParams.get("upload_id");
    if (id) return sessionChunk(req, res, id);
    const type = url.searchParams.get("uploadType");
    const body = await readBody(req, maxBytes + 64 * 1024);
    if (type === "multipart") {
      const { metadata, data } = parseMultipart(body, req.headers["content-type"] ?? "");
      const name = String(metadata.name ?? url.searchParams.get("name") ?? "");
      if (!name) throw new HttpError(400, "an upload needs an object name");
      return sendJson(res, 200, store.write(bucket, name, data, writtenFrom(metadata)));
    }
    if (type === "media") {
      const name = url.searchParams.get("name") ?? "";
      if (!name) throw new HttpError(400, "an upload needs an object name");
      return sendJson(
        res,
        200,
        store.write(bucket, name, body, { contentType: req.headers["content-type"] }),
      );
    }
    if (type === "resumable") {
      const metadata = body.length
        ? (JSON.parse(body.toString("utf8")) as Record<string, unknown>)
        : {};
      const name = String(url.searchParams.get("name") ?? metadata.name ?? "");
      if (!name) throw new HttpError(400, "an upload needs an object name");
      const declared = req.headers["x-upload-content-length"];
      if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
      const session: Session = {
        bucket,
        name,
        written: writtenFrom(metadata, req.headers["x-upload-content-type"] as string | undefined),
        origin: typeof req.headers.origin === "string" ? req.headers.origin : undefined,
        length: declared !== undefined ? Number(declared) : undefined,
        chunks: [],
        received: 0,
      };
      const sessionId = randomBytes(24).toString("base64url");
      sessions.set(sessionId, session);
      res.writeHead(200, {
        location: sessionUrl(sessionId, session),
        "x-guploader-uploadid": sessionId,
        "content-length": "0",
      });
      return res.end();
    }
    throw new HttpError(501, `uploadType=${type} is not emulated`);
  }

  async function sessionChunk(req: IncomingMessage, res: ServerResponse, id: string) {
    const session = sessions.get(id);
    if (!session) throw new HttpError(404, "no such upload session");
    const cors = corsFor(req, session);
    const body = await readBody(req, maxBytes);
    if (session.done) return sendJson(res, 200, session.done, cors);
    const range = /^bytes (\*|(\d+)-(\d+))\/(\*|\d+)$/.exec(req.headers["content-range"] ?? "");
    const total =
      range && range[4] !== "*"
        ? Number(range[4])
        : range
          ? undefined
          : session.received + body.length;
    if (range && range[1] !== "*") {
      if (Number(range[2]) !== session.received)
        throw new HttpError(400, `expected bytes from ${session.received}`);
      session.chunks.push(body);
      session.received += body.length;
    } else if (!range) {
      session.chunks.push(body);
      session.received += body.length;
    }
    const limit = session.length ?? maxBytes;
    if (session.received > limit || (total !== undefined && total > limit)) {
      sessions.delete(id);
      throw new HttpError(
        400,
        `the upload is larger than the ${limit} bytes this session was opened for`,
      );
    }
    if (total !== undefined && session.received >= total) {
      session.done = store.write(
        session.bucket,
        session.name,
        Buffer.concat(session.chunks),
        session.written,
      );
      session.chunks = [];
      return sendJson(res, 200, session.done, cors);
    }
    const headers: Record<string, string> = { ...cors, "content-length": "0" };
    if (session.received > 0) headers.range = `bytes=0-${session.received - 1}`;
    res.writeHead(308, headers);
    res.end();
  }

  function objectRequest(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    bucket: string,
    name: string,
  ) {
    const meta = store.get(bucket, name);
    if (!meta) throw new HttpError(404, `No such object: ${bucket}/${name}`);
    if (req.method === "DELETE") {
      store.delete(bucket, name);
      res.writeHead(204);
      return res.end();
    }
    if (req.method === "GET" && url.searchParams.get("alt") === "media")
      return sendMedia(req, res, meta, store.read(bucket, name) ?? Buffer.alloc(0), {});
    if (req.method === "GET") return sendJson(res, 200, meta);
    throw new HttpError(501, `${req.method} of an object is not emulated`);
  }

  async function patchObject(
    req: IncomingMessage,
    res: ServerResponse,
    bucket: string,
    name: string,
  ) {
    const patch = JSON.parse((await readBody(req, 64 * 1024)).toString("utf8") || "{}") as {
      contentType?: string;
      metadata?: Record<string, string | null>;
    };
    const meta = store.patch(bucket, name, patch);
    if (!meta) throw new HttpError(404, `No such object: ${bucket}/${name}`);
    sendJson(res, 200, meta);
  }

  function list(res: ServerResponse, url: URL, bucket: string) {
    const prefix = url.searchParams.get("prefix") ?? "";
    const delimiter = url.searchParams.get("delimiter");
    const max = Math.min(Number(url.searchParams.get("maxResults")) || 1000, 1000);
    const after = url.searchParams.get("pageToken") ?? "";
    let objects = store.list(bucket, prefix).filter((o) => o.name > after);
    const prefixes = new Set<string>();
    if (delimiter) {
      objects = objects.filter((o) => {
        const rest = o.name.slice(prefix.length);
        const cut = rest.indexOf(delimiter);
        if (cut === -1) return true;
        prefixes.add(prefix + rest.slice(0, cut + delimiter.length));
        return false;
      });
    }
    const page = objects.slice(0, max);
    sendJson(res, 200, {
      kind: "storage#objects",
      ...(page.length ? { items: page } : {}),
      ...(prefixes.size ? { prefixes: [...prefixes].sort() } : {}),
      ...(objects.length > max ? { nextPageToken: page[page.length - 1].name } : {}),
    });
  }

  function signedDownload(req: IncomingMessage, res: ServerResponse, url: URL) {
    const match = SIGNED_PATH.exec(url.pathname);
    if (!match || !publicKey) throw new HttpError(404, "not found");
    const problem = checkSignedUrl(url, req.headers.host ?? "", publicKey);
    if (problem) throw new HttpError(403, problem);
    const [bucket, name] = [decodeURIComponent(match[1]), decodeURIComponent(match[2])];
    const meta = store.get(bucket, name);
    if (!meta) throw new HttpError(404, `No such object: ${bucket}/${name}`);
    sendMedia(req, res, meta, store.read(bucket, name) ?? Buffer.alloc(0), {
      "content-disposition": `attachment; filename="${name
        .split("/")
        .pop()
        ?.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", `http://${address}`);
    if (req.method === "OPTIONS") {
      const session = sessions.get(url.searchParams.get("upload_id") ?? "");
      const cors = corsFor(req, session);
      res.writeHead(cors["access-control-allow-origin"] ? 204 : 403, {
        ...cors,
        "access-control-allow-methods": "PUT, POST, GET",
        "access-control-allow-headers": "content-type, content-range, x-goog-upload-protocol",
        "access-control-max-age": "3600",
      });
      return res.end();
    }
    if ((req.method === "GET" || req.method === "HEAD") && url.searchParams.has("X-Goog-Signature"))
      return signedDownload(req, res, url);
    const uploadPath = UPLOAD_API.exec(url.pathname);
    if (uploadPath && (req.method === "POST" || req.method === "PUT"))
      return upload(req, res, url, decodeURIComponent(uploadPath[1]));
    const api = JSON_API.exec(url.pathname);
    if (api) {
      const bucket = decodeURIComponent(api[1]);
      if (!api[2]) {
        if (req.method === "GET") return list(res, url, bucket);
        throw new HttpError(501, `${req.method} ${url.pathname} is not emulated`);
      }
      const name = decodeURIComponent(api[2]);
      if (req.method === "PATCH" || req.method === "PUT")
        return patchObject(req, res, bucket, name);
      return objectRequest(req, res, url, bucket, name);
    }
    throw new HttpError(501, `${req.method} ${url.pathname} is not emulated`);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (!res.headersSent)
        sendError(res, status, error instanceof Error ? error.message : String(error));
      else res.destroy();
    });
  });

  const i = options.host.lastIndexOf(":");
  const hostname = options.host.slice(0, i).replace(/^\[|\]$/g, "") || "127.0.0.1";
  const port = Number(options.host.slice(i + 1));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      const bound = server.address() as AddressInfo;
      address = `${hostname}:${bound.port}`;
      resolve({
        host: address,
        store,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

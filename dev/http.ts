// HTTP plumbing shared by the local emulators (the database's browser channel, the local Storage).
import http from "node:http";
import net, { type AddressInfo } from "node:net";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** host:port (IPv6 in brackets); no host means loopback. */
export function splitHost(host: string): { hostname: string; port: number } {
  const i = host.lastIndexOf(":");
  const port = Number(host.slice(i + 1));
  if (i < 0 || !Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`an address looks like 127.0.0.1:8080, not "${host}"`);
  return { hostname: host.slice(0, i).replace(/^\[|\]$/g, "") || "127.0.0.1", port };
}

export function isListening(host: string, timeoutMs = 1000): Promise<boolean> {
  const { hostname, port } = splitHost(host);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/** Over `limit` bytes, refused with 413, and read to its end so that the answer arrives. */
export function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new HttpError(413, `request body over ${limit} bytes`);
    if (Number(req.headers["content-length"] ?? 0) > limit) return reject(tooLarge());
    const parts: Buffer[] = [];
    let size = 0;
    req.on("data", (part: Buffer) => {
      size += part.length;
      if (size <= limit) return void parts.push(part);
      reject(tooLarge());
      req.removeAllListeners("data");
      req.resume();
    });
    req.on("end", () => resolve(Buffer.concat(parts)));
    req.on("error", reject);
  });
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void;
type Refusal = (res: http.ServerResponse, status: number, message: string) => void;

export type Served = { server: http.Server; host: string; close(): Promise<void> };

/** A handler's error is answered by `refuse` (HttpError's status, else 500); one under way is cut. */
export async function serve(
  host: string,
  handle: Handler,
  refuse: Refusal,
  options: http.ServerOptions = {},
): Promise<Served> {
  const server = http.createServer(options, (req, res) => {
    Promise.resolve()
      .then(() => handle(req, res))
      .catch((error: unknown) => {
        const status = error instanceof HttpError ? error.status : 500;
        if (status === 500) console.error(`[${host}] request failed:`, error);
        if (res.headersSent) return void res.destroy();
        refuse(res, status, error instanceof Error ? error.message : String(error));
      });
  });
  server.on("clientError", (_error, socket) => socket.destroy());
  const { hostname, port } = splitHost(host);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    server,
    host: `${hostname.includes(":") ? `[${hostname}]` : hostname}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

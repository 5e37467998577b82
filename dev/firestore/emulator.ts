// The embedded Firestore: a Node emulator that speaks Firestore's gRPC API, started by the project's
// own scripts when no database is configured. It keeps its data in memory; this module saves it to a
// git-ignored JSON file after every change and loads it at start, so data survives a restart.
import { mkdirSync, writeFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { FirestoreServer } from "@firestore-emulator/server";
import { Write } from "@firestore-emulator/proto/dist/google/firestore/v1/write.js";
import { createRequire } from "node:module";
import type { Server, ServerCredentials } from "@grpc/grpc-js";
import { localDataDir } from "@/lib/firebase/config";

// The emulator ships its own copy of grpc-js; credentials must come from that same copy. Resolved from
// the project's folder at run time (this module is also bundled into the server by Next).
const projectRequire = createRequire(path.join(process.cwd(), "package.json"));
const emulatorRequire = createRequire(projectRequire.resolve("@firestore-emulator/server"));
const grpc = emulatorRequire("@grpc/grpc-js") as { ServerCredentials: typeof ServerCredentials };

/** Where the embedded database keeps its file: FIRESTORE_DATA_DIR, or .data/ in the project. */
function dataFilePath(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(localDataDir(env), "firestore.json");
}

function splitHost(host: string): { hostname: string; port: number } {
  const i = host.lastIndexOf(":");
  const hostname = host.slice(0, i).replace(/^\[|\]$/g, "") || "127.0.0.1";
  const port = Number(host.slice(i + 1));
  if (i < 0 || !Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`FIRESTORE_EMULATOR_HOST must look like 127.0.0.1:8080, not "${host}"`);
  }
  return { hostname, port };
}

/** Whether something accepts connections at host:port. */
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

type SavedDoc = { name: string; fields: Record<string, unknown> };
type DocNode = { fields?: unknown; path?: string; collections?: Record<string, CollectionNode> };
type CollectionNode = { documents?: Record<string, DocNode> };

export type EmbeddedDatabase = {
  host: string;
  server: FirestoreServer;
  /** gRPC calls received since start, by method (a stream counts once when opened), and their total. */
  rpcCounts(): { total: number; byMethod: Record<string, number> };
  /** Writes the current data to disk now. */
  flush(): Promise<void>;
  /** Saves and stops. */
  stop(): Promise<void>;
};

function documentPaths(server: FirestoreServer): string[] {
  const out: string[] = [];
  const walkCollections = (collections: Record<string, CollectionNode> | undefined) => {
    for (const collection of Object.values(collections ?? {})) {
      for (const doc of Object.values(collection.documents ?? {})) {
        if (doc.path) out.push(doc.path);
        walkCollections(doc.collections);
      }
    }
  };
  const state = server.state.toJSON() as {
    projects: Record<
      string,
      { databases: Record<string, { collections: Record<string, CollectionNode> }> }
    >;
  };
  for (const project of Object.values(state.projects)) {
    for (const database of Object.values(project.databases)) walkCollections(database.collections);
  }
  return out;
}

function snapshot(server: FirestoreServer): SavedDoc[] {
  const docs: SavedDoc[] = [];
  for (const name of documentPaths(server)) {
    const doc = server.state.getDocument(name);
    if (!doc.metadata.hasExist) continue;
    const obj = doc.toV1DocumentObject();
    docs.push({ name, fields: (obj.fields ?? {}) as Record<string, unknown> });
  }
  return docs;
}

async function load(server: FirestoreServer, file: string): Promise<number> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return 0;
  }
  let saved: { documents?: SavedDoc[] };
  try {
    saved = JSON.parse(text);
  } catch (error) {
    // A damaged file is kept aside rather than overwritten, and the database starts empty.
    const aside = `${file}.damaged-${Date.now()}`;
    await rename(file, aside);
    console.error(
      `[database] ${file} could not be read (${(error as Error).message}); moved to ${aside}`,
    );
    return 0;
  }
  const now = new Date();
  for (const doc of saved.documents ?? []) {
    server.state.writeV1Document(
      now,
      Write.fromObject({ update: { name: doc.name, fields: doc.fields as never } }),
    );
  }
  return saved.documents?.length ?? 0;
}

type Fields = Record<string, unknown>;
type MapField = { type: string; value: Fields };
type StateDocument = { fields: Fields; metadata: { hasExist: boolean } };

/** A copy of `fields` without the field at `path` (dotted, through map fields). */
function withoutPath(fields: Fields, path: string[]): Fields {
  const [head, ...rest] = path;
  if (!(head in fields)) return fields;
  const { [head]: field, ...others } = fields;
  if (rest.length === 0) return others;
  const map = field as MapField;
  if (map?.type !== "map_value") return fields;
  const Ctor = (map as object).constructor as new (value: Fields) => MapField;
  return { ...others, [head]: new Ctor(withoutPath(map.value, rest)) };
}

/**
 * The emulator merges a plain `set()` into an existing document and ignores fields deleted through an
 * update mask; Firestore replaces the document and deletes those fields. Writes are corrected here
 * before the emulator applies them, so the embedded database behaves as the real one does.
 */
function fixWriteSemantics(server: FirestoreServer): void {
  const state = server.state;
  const apply = state.writeV1Document.bind(state);
  state.writeV1Document = (date: Date, write: Write) => {
    const isCreate =
      write.has_current_document &&
      write.current_document.has_exists &&
      !write.current_document.exists;
    if (write.has_update && !isCreate) {
      const doc = state.getDocument(write.update.name) as unknown as StateDocument;
      if (doc.metadata.hasExist) {
        if (!write.has_update_mask) {
          doc.fields = {};
        } else {
          const present = new Set(Array.from(write.update.fields.keys()));
          for (const fieldPath of write.update_mask.field_paths) {
            const parts = fieldPath.split(".").map((p) => p.replace(/^`|`$/g, ""));
            if (!present.has(parts[0]) || parts.length > 1) {
              // A path absent from the written fields is a deletion (FieldValue.delete()).
              const written = parts.length > 1 ? write.update.fields.get(parts[0]) : undefined;
              if (!written) doc.fields = withoutPath(doc.fields, parts);
            }
          }
        }
      }
    }
    return apply(date, write);
  };
}

type Handler = { func: (...args: unknown[]) => unknown };

type ListenCall = { once(event: "end", listener: () => void): unknown; end(): void };

/**
 * The emulator stops feeding a listen stream when the client closes its side, but never closes its own:
 * a detached listener's stream stayed open until the database stopped (holding up a graceful shutdown).
 * Here a listen stream is closed (status OK) as soon as its client has closed its side.
 */
function closeFinishedListens(grpcServer: Server): void {
  const handlers = (grpcServer as unknown as { handlers: Map<string, Handler> }).handlers;
  const listen = handlers.get("/google.firestore.v1.Firestore/Listen");
  if (!listen) throw new Error("the embedded database has no Listen method to patch");
  const original = listen.func;
  listen.func = (...args: unknown[]) => {
    const call = args[0] as ListenCall;
    call.once("end", () => call.end());
    return original(...args);
  };
}

/**
 * Counts every gRPC call the emulator receives, at the database itself: what the site costs in
 * Firestore requests, whatever client made them. Each registered handler is wrapped once.
 */
function countCalls(grpcServer: Server): () => { total: number; byMethod: Record<string, number> } {
  const byMethod: Record<string, number> = {};
  const handlers = (grpcServer as unknown as { handlers: Map<string, Handler> }).handlers;
  for (const [route, handler] of handlers) {
    const method = route.slice(route.lastIndexOf("/") + 1);
    const original = handler.func;
    handler.func = (...args: unknown[]) => {
      byMethod[method] = (byMethod[method] ?? 0) + 1;
      return original(...args);
    };
  }
  return () => ({
    total: Object.values(byMethod).reduce((a, b) => a + b, 0),
    byMethod: { ...byMethod },
  });
}

export async function startEmbeddedDatabase(options: {
  host: string;
  dataFile?: string | null;
}): Promise<EmbeddedDatabase> {
  const { hostname, port } = splitHost(options.host);
  const server = new FirestoreServer();
  fixWriteSemantics(server);
  const file = options.dataFile === undefined ? dataFilePath() : options.dataFile;
  if (file) await load(server, file);

  // Bound to the address asked for (loopback by default), not to every interface.
  const grpcServer = (server as unknown as { server: Server }).server;
  closeFinishedListens(grpcServer);
  const rpcCounts = countCalls(grpcServer);
  await new Promise<void>((resolve, reject) =>
    grpcServer.bindAsync(`${hostname}:${port}`, grpc.ServerCredentials.createInsecure(), (err) =>
      err ? reject(err) : resolve(),
    ),
  );

  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!file) return;
    const body = JSON.stringify({ documents: snapshot(server) });
    writing = writing.then(async () => {
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
    });
    await writing;
  };
  // Only a database that changed is saved, so tools that only read leave the file as it was.
  let changed = false;
  const schedule = () => {
    changed = true;
    if (!file || timer) return;
    timer = setTimeout(
      () => void flush().catch((e) => console.error("[database] could not save:", e)),
      100,
    );
  };
  // A change made just before the process exits (Ctrl-C on the site, which then exits at once) is
  // still saved.
  process.once("exit", () => {
    if (!timer || !file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ documents: snapshot(server) }));
  });
  // Each open listen stream adds listeners of its own (a site has one per collection).
  server.state.emitter.setMaxListeners(0);
  for (const event of ["create-document", "update-document", "delete-document"] as const) {
    server.state.emitter.on(event, schedule);
  }

  return {
    host: `${hostname}:${port}`,
    server,
    rpcCounts,
    flush,
    async stop() {
      if (changed) await flush();
      // Open listen streams would hold a graceful shutdown for ever: give them a moment, then cut them.
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          grpcServer.forceShutdown();
          resolve();
        }, 1000);
        grpcServer.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      });
    },
  };
}

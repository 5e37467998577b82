// The embedded Firestore (@firestore-emulator/server, gRPC), corrected where it differs from Firestore,
// saved to a git-ignored JSON file after every change so data survives a restart, and counting the
// calls it receives (what the site costs, measured at the database).
import { mkdirSync, writeFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { FirestoreServer } from "@firestore-emulator/server";
import { Write } from "@firestore-emulator/proto/dist/google/firestore/v1/write.js";
import type { Server, ServerCredentials } from "@grpc/grpc-js";
import { localDataDir } from "@/lib/firebase/config";
import { splitHost } from "@/dev/http";

export { isListening } from "@/dev/http";

// The emulator ships its own copy of grpc-js; credentials must come from that same copy. Resolved from
// the project's folder at run time (this module is also bundled into the server by Next).
const projectRequire = createRequire(path.join(process.cwd(), "package.json"));
const emulatorRequire = createRequire(projectRequire.resolve("@firestore-emulator/server"));
const grpc = emulatorRequire("@grpc/grpc-js") as { ServerCredentials: typeof ServerCredentials };

export type EmbeddedDatabase = {
  host: string;
  server: FirestoreServer;
  /** gRPC calls received since start, by method (a stream counts once when opened), and their total. */
  rpcCounts(): { total: number; byMethod: Record<string, number> };
  stop(): Promise<void>;
};

type SavedDoc = { name: string; fields: Record<string, unknown> };
type Node = { path?: string; collections?: Record<string, { documents?: Record<string, Node> }> };

/** Every document, its fields in the emulator's object form (what `load` reads). */
function snapshot(server: FirestoreServer): SavedDoc[] {
  const docs: SavedDoc[] = [];
  const walk = (node: Node) => {
    for (const collection of Object.values(node.collections ?? {})) {
      for (const child of Object.values(collection.documents ?? {})) {
        const doc = server.state.getDocument(child.path!);
        if (doc.metadata.hasExist)
          docs.push({ name: child.path!, fields: doc.toV1DocumentObject().fields ?? {} });
        walk(child);
      }
    }
  };
  for (const project of Object.values(server.state.toJSON().projects))
    Object.values(project.databases).forEach(walk);
  return docs;
}

async function load(server: FirestoreServer, file: string): Promise<void> {
  const text = await readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return;
  let saved: { documents?: SavedDoc[] };
  try {
    saved = JSON.parse(text);
  } catch (error) {
    // A damaged file is kept aside rather than overwritten, and the database starts empty.
    const aside = `${file}.damaged-${Date.now()}`;
    await rename(file, aside);
    const why = (error as Error).message;
    return console.error(`[database] ${file} could not be read (${why}); moved to ${aside}`);
  }
  const now = new Date();
  for (const { name, fields } of saved.documents ?? [])
    server.state.writeV1Document(
      now,
      Write.fromObject({ update: { name, fields: fields as never } }),
    );
}

type Fields = Record<string, unknown>;
type MapField = { type: string; value: Fields };

/** Without the field at a dotted `path`. */
function withoutPath(fields: Fields, [head, ...rest]: string[]): Fields {
  if (!(head in fields)) return fields;
  const { [head]: field, ...others } = fields;
  if (rest.length === 0) return others;
  const map = field as MapField;
  if (map?.type !== "map_value") return fields;
  const Ctor = (map as object).constructor as new (value: Fields) => MapField;
  return { ...others, [head]: new Ctor(withoutPath(map.value, rest)) };
}

/**
 * The emulator merges a plain `set()` and ignores fields deleted through an update mask, where
 * Firestore replaces and deletes: writes are corrected before it applies them.
 */
function fixWriteSemantics(server: FirestoreServer): void {
  const state = server.state;
  const apply = state.writeV1Document.bind(state);
  state.writeV1Document = (date: Date, write: Write) => {
    const precondition = write.has_current_document ? write.current_document : undefined;
    const isCreate = precondition?.has_exists && !precondition.exists;
    const doc = write.has_update && !isCreate ? state.getDocument(write.update.name) : undefined;
    if (doc?.metadata.hasExist) {
      const stored = doc as unknown as { fields: Fields };
      if (!write.has_update_mask) stored.fields = {};
      const written = write.update.fields;
      for (const fieldPath of write.has_update_mask ? write.update_mask.field_paths : []) {
        const parts = fieldPath.split(".").map((p) => p.replace(/^`|`$/g, ""));
        // A path absent from the written fields is a deletion (FieldValue.delete()).
        if (!written.get(parts[0])) stored.fields = withoutPath(stored.fields, parts);
      }
    }
    return apply(date, write);
  };
}

type Call = { once(event: "end", listener: () => void): unknown; end(): void };
type Handler = { func: (call: Call, ...rest: unknown[]) => unknown };

/**
 * Counts each call by method. A listen stream is closed as soon as its client closes its side: the
 * emulator never closes its own, which would hold up a graceful shutdown.
 */
function wrapHandlers(grpcServer: Server): Record<string, number> {
  const byMethod: Record<string, number> = {};
  const handlers = (grpcServer as unknown as { handlers: Map<string, Handler> }).handlers;
  for (const [route, handler] of handlers) {
    const method = route.slice(route.lastIndexOf("/") + 1);
    const original = handler.func;
    handler.func = (call, ...rest) => {
      byMethod[method] = (byMethod[method] ?? 0) + 1;
      if (method === "Listen") call.once("end", () => call.end());
      return original(call, ...rest);
    };
  }
  return byMethod;
}

export async function startEmbeddedDatabase(options: {
  host: string;
  /** Where data is saved (null: in memory only); by default firestore.json in FIRESTORE_DATA_DIR. */
  dataFile?: string | null;
}): Promise<EmbeddedDatabase> {
  const { hostname, port } = splitHost(options.host);
  const server = new FirestoreServer();
  fixWriteSemantics(server);
  const file =
    options.dataFile === undefined
      ? path.resolve(localDataDir(), "firestore.json")
      : options.dataFile;
  if (file) await load(server, file);

  const grpcServer = (server as unknown as { server: Server }).server;
  const byMethod = wrapHandlers(grpcServer);
  const bound = await new Promise<number>((resolve, reject) =>
    grpcServer.bindAsync(
      `${hostname}:${port}`,
      grpc.ServerCredentials.createInsecure(),
      (error, boundPort) => (error ? reject(error) : resolve(boundPort)),
    ),
  );

  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const flush = async (target: string) => {
    clearTimeout(timer);
    timer = undefined;
    const body = JSON.stringify({ documents: snapshot(server) });
    writing = writing.then(async () => {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(`${target}.${process.pid}.tmp`, body);
      await rename(`${target}.${process.pid}.tmp`, target);
    });
    await writing;
  };
  // A change made just before the process exits (Ctrl-C) is still saved.
  const saveOnExit = () => {
    if (!timer || !file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ documents: snapshot(server) }));
  };
  process.once("exit", saveOnExit);
  // Only a database that changed is saved, so tools that only read leave the file as it was.
  let changed = false;
  const schedule = () => {
    changed = true;
    if (file)
      timer ??= setTimeout(
        () => void flush(file).catch((e) => console.error("[database] could not save:", e)),
        100,
      );
  };
  // Each open listen stream adds listeners of its own (a site has one per collection).
  server.state.emitter.setMaxListeners(0);
  for (const event of ["create-document", "update-document", "delete-document"] as const)
    server.state.emitter.on(event, schedule);

  return {
    host: `${hostname}:${bound}`,
    server,
    rpcCounts: () => ({
      total: Object.values(byMethod).reduce((a, b) => a + b, 0),
      byMethod: { ...byMethod },
    }),
    async stop() {
      process.off("exit", saveOnExit);
      if (changed && file) await flush(file);
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

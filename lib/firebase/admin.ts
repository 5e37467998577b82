// The privileged Firestore client (firebase-admin), created once per server process. Every server read
// and write goes through `withDb`, which bounds the call in time and, when the database fails, drops the
// client so the next call opens a fresh connection instead of waiting out gRPC's reconnect back-off.
import "server-only";
import { applicationDefault, cert, deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { databaseTarget } from "@/lib/firebase/config";

type Client = { app: App; db: Firestore };

// Kept on globalThis so that module reloads in development do not open a connection each time.
const holder = globalThis as typeof globalThis & {
  __siteFirestore?: Client;
  __siteFirestoreGen?: number;
};

function createClient(label = "site"): Client {
  const target = databaseTarget();
  const generation = (holder.__siteFirestoreGen ?? 0) + 1;
  holder.__siteFirestoreGen = generation;
  const name = `${label}-${generation}`;
  let app: App;
  if (target.kind === "emulator") {
    // firebase-admin reads the emulator address from the environment when the client is made.
    process.env.FIRESTORE_EMULATOR_HOST = target.host;
    // An emulator needs no Google credentials: stop the auth library from probing the network for a
    // cloud metadata server.
    process.env.METADATA_SERVER_DETECTION ??= "none";
    app = initializeApp({ projectId: target.projectId }, name);
  } else {
    const credential = target.serviceAccountJson
      ? cert(JSON.parse(target.serviceAccountJson))
      : applicationDefault();
    app = initializeApp({ credential, projectId: target.projectId }, name);
  }
  const db = getFirestore(app);
  db.settings({
    ignoreUndefinedProperties: true,
    // gRPC shares connections, and their reconnect back-off, between all clients of one address: without
    // a pool of its own, a client made by `resetDb` would still wait out the old connection's back-off.
    "grpc.use_local_subchannel_pool": 1,
    // Once the database is back, reconnect within seconds rather than after a back-off of up to minutes.
    "grpc.max_reconnect_backoff_ms": 2000,
  });
  return { app, db };
}

export function getDb(): Firestore {
  holder.__siteFirestore ??= createClient();
  return holder.__siteFirestore.db;
}

/**
 * A client of its own (own connection, same settings), for a long-lived user such as the change
 * listeners: a reset of the shared client after a failed read must not cut its streams.
 */
export function openDedicatedDb(label: string): { db: Firestore; close(): Promise<void> } {
  const { app, db } = createClient(label);
  return { db, close: () => deleteApp(app).catch(() => undefined) };
}

/** Forget the current client; the next call makes a new one with a new connection. */
export async function resetDb(): Promise<void> {
  const old = holder.__siteFirestore;
  holder.__siteFirestore = undefined;
  if (old) await deleteApp(old.app).catch(() => undefined);
}

class DatabaseTimeoutError extends Error {
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms`);
    this.name = "DatabaseTimeoutError";
  }
}

const DEFAULT_DB_TIMEOUT_MS = 5000;

/**
 * Runs one database operation with a time limit. A failure that is not the caller's fault (time-out,
 * unavailable, internal) resets the client, so that once the database is back the next call reaches it
 * at once.
 */
export async function withDb<T>(
  operation: (db: Firestore) => Promise<T>,
  timeoutMs: number = DEFAULT_DB_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([operation(getDb()), timeout]);
  } catch (error) {
    if (isConnectionFailure(error)) {
      // Not awaited: the old client's shutdown waits for its pending calls, which may retry for a long
      // time; the caller gets its answer now, and the next call already gets a new client.
      void resetDb();
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

// gRPC status codes: 4 DEADLINE_EXCEEDED, 13 INTERNAL, 14 UNAVAILABLE.
function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseTimeoutError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return code === 4 || code === 13 || code === 14;
}

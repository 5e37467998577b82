// The privileged Firestore client (firebase-admin), once per server process. `withDb` bounds each call
// in time and, when the database fails, drops the client so the next call opens a fresh connection
// instead of waiting out gRPC's reconnect back-off.
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
    // firebase-admin reads the emulator address from the environment when the client is made; the auth
    // library is kept from probing the network for a cloud metadata server.
    process.env.FIRESTORE_EMULATOR_HOST = target.host;
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
    // gRPC shares connections and their back-off between clients of one address: without a pool of its
    // own, a client made by `resetDb` would still wait out the old connection's back-off (of minutes).
    "grpc.use_local_subchannel_pool": 1,
    "grpc.max_reconnect_backoff_ms": 2000,
  });
  return { app, db };
}

export function getDb(): Firestore {
  holder.__siteFirestore ??= createClient();
  return holder.__siteFirestore.db;
}

/** A client with its own connection, for the listeners: a reset of the shared one must not cut them. */
export function openDedicatedDb(label: string): { db: Firestore; close(): Promise<void> } {
  const { app, db } = createClient(label);
  return { db, close: () => deleteApp(app).catch(() => undefined) };
}

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

/** A failure of the connection resets the client, so once the database is back the next call reaches it. */
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
      void resetDb(); // not awaited: the old client's shutdown waits for its pending calls' retries
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

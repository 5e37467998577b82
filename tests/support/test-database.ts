// An embedded Firestore of a test's own, in memory, on a free port; the site's admin client is pointed
// at it through the environment, exactly as in production.
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/dev/firestore/emulator";
import { freePort } from "./ports";

export const TEST_PROJECT_ID = "demo-test";

export async function startTestDatabase(): Promise<EmbeddedDatabase> {
  const host = `127.0.0.1:${await freePort()}`;
  process.env.FIRESTORE_EMULATOR_HOST = host;
  process.env.FIREBASE_PROJECT_ID = TEST_PROJECT_ID;
  return startEmbeddedDatabase({ host, dataFile: null });
}

/** Removes every document, so each test starts from a known state. */
export function clearDatabase(database: EmbeddedDatabase): void {
  database.server.state.clear();
}

/**
 * Registers the hooks of a test file that works on its own embedded database: started before the
 * tests, emptied before each one, stopped after. Returns a getter for the running database.
 */
export function useTestDatabase(options: { clearEachTest?: boolean } = {}): () => EmbeddedDatabase {
  let database: EmbeddedDatabase | undefined;
  beforeAll(async () => {
    database = await startTestDatabase();
  });
  if (options.clearEachTest !== false) beforeEach(() => database && clearDatabase(database));
  afterAll(async () => {
    const { resetDb } = await import("@/lib/firebase/admin");
    await resetDb();
    await database?.stop();
  });
  return () => {
    if (!database) throw new Error("the test database is not started yet");
    return database;
  };
}

// The e2e tests' own firebase-admin clients: `testDb()` on the shared site's embedded database,
// `testBucket()` on its local Storage, and `connectAdmin(host)` for a test that runs a site and database
// of its own.
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { collectionNames } from "@/lib/content/collections";
import { demoContent } from "@/lib/content/demo-content";
import { E2E_PROJECT_ID } from "./site";

let shared: { db: Firestore; close(): Promise<void> } | undefined;

/** A client on the database at `host`. The address is read when the client is made, so the shared
 * environment is left as it was for other tests in the same process. */
export function connectAdmin(host: string): { db: Firestore; close(): Promise<void> } {
  const previous = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = host;
  try {
    const app: App = initializeApp(
      { projectId: E2E_PROJECT_ID },
      `e2e-${host}-${Date.now()}-${Math.random()}`,
    );
    const db = getFirestore(app);
    return { db, close: () => deleteApp(app) };
  } finally {
    process.env.FIRESTORE_EMULATOR_HOST = previous;
  }
}

export function testDb(): Firestore {
  shared ??= connectAdmin(process.env.FIRESTORE_EMULATOR_HOST ?? "");
  return shared.db;
}

/** The bucket the shared site stores inquiries' files in, on its local Storage (FIREBASE_STORAGE_EMULATOR_HOST). */
export function testBucket() {
  const app = initializeApp(
    { projectId: E2E_PROJECT_ID },
    `e2e-storage-${Date.now()}-${Math.random()}`,
  );
  return getStorage(app).bucket(`${E2E_PROJECT_ID}.appspot.com`);
}

export async function closeTestDb(): Promise<void> {
  await shared?.close();
  shared = undefined;
}

/** Writes the demo content into the database at `host`, as `npm run db` does into an empty one. */
export async function seedDemo(host: string): Promise<void> {
  const { db, close } = connectAdmin(host);
  try {
    const batch = db.batch();
    for (const name of collectionNames) {
      for (const [id, data] of Object.entries(demoContent[name]))
        batch.set(db.collection(name).doc(id), data);
    }
    await batch.commit();
  } finally {
    await close();
  }
}

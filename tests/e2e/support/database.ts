// The e2e tests' own firebase-admin client, on the same embedded database as the running site.
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";

let app: App | undefined;

export function testDb(): Firestore {
  app ??= initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID }, `e2e-${process.pid}-${Date.now()}`);
  return getFirestore(app);
}

export async function closeTestDb(): Promise<void> {
  if (app) await deleteApp(app);
  app = undefined;
}

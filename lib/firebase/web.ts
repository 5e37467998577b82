// The browser's Firestore client (firebase web SDK), for live listeners only. It is loaded with a
// dynamic import after the page is interactive, so the SDK is never part of a page's first load, and
// only when a web config (NEXT_PUBLIC_FIREBASE_*) is set; without one the server-rendered page is complete.
import type { FirebaseOptions } from "firebase/app";
import type { Firestore } from "firebase/firestore";

/** The web config from the environment. Each variable is named in full so Next can inline it. */
function webConfigFromEnv(): FirebaseOptions | null {
  const config = {
    apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
    authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    storageBucket: process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
    appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  };
  return config.projectId && config.apiKey ? config : null;
}

export type WebFirestoreOptions = { config: FirebaseOptions; emulatorHost?: string };

function optionsFromEnv(): WebFirestoreOptions | null {
  const config = webConfigFromEnv();
  if (!config) return null;
  return { config, emulatorHost: process.env.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST || undefined };
}

let pending: Promise<Firestore | null> | undefined;

/** The shared web Firestore, or null when live updates are not configured. */
export function getWebFirestore(options: WebFirestoreOptions | null = optionsFromEnv()): Promise<Firestore | null> {
  pending ??= (async () => {
    if (!options) return null;
    const [{ initializeApp, getApps }, firestore] = await Promise.all([import("firebase/app"), import("firebase/firestore")]);
    const app = getApps().find((a) => a.name === "site-live") ?? initializeApp(options.config, "site-live");
    const db = firestore.getFirestore(app);
    if (options.emulatorHost) {
      const i = options.emulatorHost.lastIndexOf(":");
      firestore.connectFirestoreEmulator(db, options.emulatorHost.slice(0, i), Number(options.emulatorHost.slice(i + 1)));
    }
    return db;
  })().catch((error) => {
    console.error("[live] the Firebase web SDK could not start:", error);
    return null;
  });
  return pending;
}

/** Forget the shared client (tests use several databases in one process). */
export function resetWebFirestore(): void {
  pending = undefined;
}

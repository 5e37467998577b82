// The browser's Firestore client (firebase web SDK), for live listeners only. It is loaded with a
// dynamic import after the page is interactive, so the SDK is never part of a page's first load. Its
// config is the real project's NEXT_PUBLIC_FIREBASE_* when they were inlined at build time, else the one
// the running server gives (/api/live-config: the embedded database's browser channel); with neither,
// the server-rendered page is complete without it.
import type { Firestore } from "firebase/firestore";
import { isLiveWebConfig, projectWebConfig, type LiveWebConfig } from "@/lib/firebase/live-config";

export type WebFirestoreOptions = LiveWebConfig;

/** The config inlined at build time. Each variable is named in full so Next can inline it. */
function inlinedConfig(): WebFirestoreOptions | null {
  return projectWebConfig({
    NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
    NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
    NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
    NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST,
  });
}

const LIVE_CONFIG_PATH = "/api/live-config";

/** The config the running server gives the browser, or null (none, or the server did not answer). */
async function runtimeConfig(): Promise<WebFirestoreOptions | null> {
  // Only in a browser: the page or the live worker (whose relative address is the site's own).
  if (typeof location === "undefined") return null;
  const res = await fetch(LIVE_CONFIG_PATH, { cache: "no-store" });
  if (!res.ok) throw new Error(`${LIVE_CONFIG_PATH} answered ${res.status}`);
  const body: unknown = await res.json();
  return isLiveWebConfig(body) ? body : null;
}

let pending: Promise<Firestore | null> | undefined;

/**
 * The shared web Firestore, or null when live updates are not configured. Tests pass the options; the
 * site lets them come from the build or the server.
 */
export function getWebFirestore(given?: WebFirestoreOptions | null): Promise<Firestore | null> {
  pending ??= (async () => {
    const options = given !== undefined ? given : (inlinedConfig() ?? (await runtimeConfig()));
    if (!options) return null;
    const [{ initializeApp, getApps }, firestore] = await Promise.all([
      import("firebase/app"),
      import("firebase/firestore"),
    ]);
    const app =
      getApps().find((a) => a.name === "site-live") ?? initializeApp(options.config, "site-live");
    const db = firestore.getFirestore(app);
    if (options.emulatorHost) {
      const i = options.emulatorHost.lastIndexOf(":");
      firestore.connectFirestoreEmulator(
        db,
        options.emulatorHost.slice(0, i),
        Number(options.emulatorHost.slice(i + 1)),
      );
    }
    return db;
  })().catch((error) => {
    console.error("[live] the Firebase web SDK could not start:", error);
    // Not kept: the next listener tries again (the server may have been restarting).
    pending = undefined;
    return null;
  });
  return pending;
}

/** Forget the shared client (tests use several databases in one process). */
export function resetWebFirestore(): void {
  pending = undefined;
}

// The browser's Firestore client (web SDK) for live listeners, imported only after the page is
// interactive. Its config is inlined at build time, else given by the running server (/api/live-config).
import type { Firestore } from "firebase/firestore";
import { isLiveWebConfig, projectWebConfig, type LiveWebConfig } from "@/lib/firebase/live-config";

/** The config inlined at build time. Each variable is named in full so Next can inline it. */
function inlinedConfig(): LiveWebConfig | null {
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

async function runtimeConfig(): Promise<LiveWebConfig | null> {
  // Only in a browser: the page or the live worker (whose relative address is the site's own).
  if (typeof location === "undefined") return null;
  const res = await fetch(LIVE_CONFIG_PATH, { cache: "no-store" });
  if (!res.ok) throw new Error(`${LIVE_CONFIG_PATH} answered ${res.status}`);
  const body: unknown = await res.json();
  return isLiveWebConfig(body) ? body : null;
}

let pending: Promise<Firestore | null> | undefined;

/** The shared web Firestore, or null when live updates are not configured. Tests pass the options. */
export function getWebFirestore(given?: LiveWebConfig | null): Promise<Firestore | null> {
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

/** Tests use several databases in one process. */
export function resetWebFirestore(): void {
  pending = undefined;
}

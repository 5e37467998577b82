// The web config of the browser's live listeners, decided when the server runs: a real project's
// NEXT_PUBLIC_FIREBASE_*, else a `demo-` project on the embedded database's browser channel (wherever
// the database runs now). The SDK never sends a `demo-` project anywhere but the address given.
import type { FirebaseOptions } from "firebase/app";
import { browserChannelHost, databaseTarget } from "@/lib/firebase/config";

export type LiveWebConfig = { config: FirebaseOptions; emulatorHost?: string };

type Env = Record<string, string | undefined>;

/** The only config a build may inline into pages. */
export function projectWebConfig(env: Env = process.env): LiveWebConfig | null {
  const projectId = env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  const apiKey = env.NEXT_PUBLIC_FIREBASE_API_KEY;
  if (projectId && apiKey) {
    return {
      config: {
        apiKey,
        authDomain: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
        projectId,
        storageBucket: env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
        messagingSenderId: env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
        appId: env.NEXT_PUBLIC_FIREBASE_APP_ID,
      },
      emulatorHost: env.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST || undefined,
    };
  }
  return null;
}

export function liveWebConfig(env: Env = process.env): LiveWebConfig | null {
  const project = projectWebConfig(env);
  if (project) return project;
  const target = databaseTarget(env);
  if (target.kind === "emulator") {
    return {
      config: { projectId: target.projectId, apiKey: "demo-api-key", appId: "demo-app" },
      emulatorHost: browserChannelHost(env, target.host),
    };
  }
  return null;
}

export function isLiveWebConfig(value: unknown): value is LiveWebConfig {
  if (typeof value !== "object" || value === null) return false;
  const { config, emulatorHost } = value as {
    config?: { projectId?: unknown };
    emulatorHost?: unknown;
  };
  return (
    typeof config?.projectId === "string" &&
    (emulatorHost === undefined || typeof emulatorHost === "string")
  );
}

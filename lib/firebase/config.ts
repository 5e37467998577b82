// Where the database and Storage are, from the environment: for the site and the scripts alike.

const DEFAULT_EMULATOR_HOST = "127.0.0.1:8080";
const DEFAULT_PROJECT_ID = "demo-precitech";

export type DatabaseTarget =
  | { kind: "emulator"; host: string; projectId: string }
  | { kind: "cloud"; projectId: string | undefined; serviceAccountJson: string | undefined };

type Env = Record<string, string | undefined>;

function hasCloudCredentials(env: Env = process.env): boolean {
  return Boolean(env.FIREBASE_SERVICE_ACCOUNT || env.GOOGLE_APPLICATION_CREDENTIALS);
}

/** The emulator, unless credentials are set and no emulator is: a fresh clone never reaches a project. */
export function databaseTarget(env: Env = process.env): DatabaseTarget {
  const projectId = env.FIREBASE_PROJECT_ID || env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  if (env.FIRESTORE_EMULATOR_HOST || !hasCloudCredentials(env)) {
    return {
      kind: "emulator",
      host: env.FIRESTORE_EMULATOR_HOST || DEFAULT_EMULATOR_HOST,
      projectId: projectId || DEFAULT_PROJECT_ID,
    };
  }
  return { kind: "cloud", projectId, serviceAccountJson: env.FIREBASE_SERVICE_ACCOUNT };
}

/** Where the embedded database serves browsers: FIRESTORE_BROWSER_HOST, or its gRPC port + 1. */
export function browserChannelHost(env: Env, emulatorHost: string): string {
  if (env.FIRESTORE_BROWSER_HOST) return env.FIRESTORE_BROWSER_HOST;
  const i = emulatorHost.lastIndexOf(":");
  return `${emulatorHost.slice(0, i)}:${Number(emulatorHost.slice(i + 1)) + 1}`;
}

export function localDataDir(env: Env = process.env): string {
  return env.FIRESTORE_DATA_DIR || ".data";
}

const DEFAULT_STORAGE_EMULATOR_HOST = "127.0.0.1:9199";

export type StorageTarget =
  { kind: "emulator"; host: string; bucket: string } | { kind: "cloud"; bucket: string };

/**
 * The Storage emulator beside an emulated database or when named. The default bucket is
 * `<project id>.firebasestorage.app` (every bucket made since October 2024; older projects name theirs),
 * or `<project id>.appspot.com` on an emulator, as Firebase's emulators call it.
 */
export function storageTarget(env: Env = process.env): StorageTarget {
  const database = databaseTarget(env);
  const named = env.FIREBASE_STORAGE_BUCKET || env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET;
  const project = database.projectId ?? DEFAULT_PROJECT_ID;
  if (env.FIREBASE_STORAGE_EMULATOR_HOST || database.kind === "emulator") {
    return {
      kind: "emulator",
      host: env.FIREBASE_STORAGE_EMULATOR_HOST || DEFAULT_STORAGE_EMULATOR_HOST,
      bucket: named || `${project}.appspot.com`,
    };
  }
  return { kind: "cloud", bucket: named || `${project}.firebasestorage.app` };
}

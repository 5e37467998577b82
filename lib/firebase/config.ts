// Where the database is: one place that turns the environment into a connection plan, shared by the
// site's server code and the scripts that start the embedded database or edit content.

const DEFAULT_EMULATOR_HOST = "127.0.0.1:8080";
const DEFAULT_PROJECT_ID = "demo-precitech";

export type DatabaseTarget =
  | { kind: "emulator"; host: string; projectId: string }
  | { kind: "cloud"; projectId: string | undefined; serviceAccountJson: string | undefined };

type Env = Record<string, string | undefined>;

/** True when the environment names real Google credentials. */
function hasCloudCredentials(env: Env = process.env): boolean {
  return Boolean(env.FIREBASE_SERVICE_ACCOUNT || env.GOOGLE_APPLICATION_CREDENTIALS);
}

/**
 * The emulator is the default: it is used whenever FIRESTORE_EMULATOR_HOST is set, and also when no
 * credentials are configured at all, so that a fresh clone never talks to a real project by accident.
 */
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

/**
 * Where the embedded database serves browsers (the web SDK's live listeners): FIRESTORE_BROWSER_HOST, or
 * the database's gRPC port + 1 on the same host. Read by the database's start-up, which listens there,
 * and by the site, which points browsers there, so both agree without being told.
 */
export function browserChannelHost(env: Env, emulatorHost: string): string {
  if (env.FIRESTORE_BROWSER_HOST) return env.FIRESTORE_BROWSER_HOST;
  const i = emulatorHost.lastIndexOf(":");
  return `${emulatorHost.slice(0, i)}:${Number(emulatorHost.slice(i + 1)) + 1}`;
}

/** Where the embedded database keeps its data and the local keys: FIRESTORE_DATA_DIR, or .data/. */
export function localDataDir(env: Env = process.env): string {
  return env.FIRESTORE_DATA_DIR || ".data";
}

const DEFAULT_STORAGE_EMULATOR_HOST = "127.0.0.1:9199";

/** Where uploaded files go: a Storage emulator (beside a local database), or the project's bucket. */
export type StorageTarget =
  { kind: "emulator"; host: string; bucket: string } | { kind: "cloud"; bucket: string };

/**
 * FIREBASE_STORAGE_EMULATOR_HOST (default 127.0.0.1:9199) whenever the database is an emulator or that
 * variable is set; the bucket is FIREBASE_STORAGE_BUCKET, else the web config's, else the project's
 * default: `<project id>.firebasestorage.app` on a real project (the name of every bucket made since
 * October 2024; an older project names its `<project id>.appspot.com` bucket in one of the two), and
 * `<project id>.appspot.com` on an emulator, as Firebase's emulators call it.
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

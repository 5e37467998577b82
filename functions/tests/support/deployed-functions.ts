// Runs the built functions package as Cloud Functions would, against the embedded database: the triggers
// are the ones a deploy registers (the manifest firebase-functions writes for the Firebase CLI, read
// from the built package), and every document change seen by a listener on the database becomes the
// event each matching trigger would receive, passed to the handler found at the trigger's entry point.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import {
  getFirestore,
  type DocumentChange,
  type DocumentSnapshot,
  type Firestore,
} from "firebase-admin/firestore";
import { Change } from "firebase-functions/v2/firestore";

export const functionsDir = path.resolve(__dirname, "../..");

type Endpoint = {
  platform: string;
  entryPoint: string;
  region?: unknown;
  availableMemoryMb?: number | null;
  maxInstances?: number | null;
  timeoutSeconds?: number | null;
  secretEnvironmentVariables?: { key: string }[];
  eventTrigger?: {
    eventType: string;
    eventFilters?: Record<string, string>;
    eventFilterPathPatterns?: Record<string, string>;
    retry?: boolean;
  };
  scheduleTrigger?: {
    schedule: string;
    timeZone?: string | null;
    retryConfig?: Record<string, unknown>;
  };
};

export type Manifest = {
  endpoints: Record<string, Endpoint>;
  params?: { name: string; type: string; default?: unknown }[];
};

/** What a deploy would register: firebase-functions' own discovery, run on the built package. */
export async function deployManifest(): Promise<Manifest> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "functions-manifest-"));
  try {
    const output = path.join(dir, "manifest.json");
    await promisify(execFile)(
      process.execPath,
      [path.join(functionsDir, "node_modules/.bin/firebase-functions")],
      {
        cwd: functionsDir,
        env: {
          PATH: process.env.PATH,
          FUNCTIONS_MANIFEST_OUTPUT_PATH: output,
          GCLOUD_PROJECT: "demo-functions",
        },
      },
    );
    return JSON.parse(await readFile(output, "utf8")) as Manifest;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The parameters a document path gives a trigger's pattern, or null when the trigger does not watch it. */
function matchDocument(pattern: string, document: string): Record<string, string> | null {
  const want = pattern.split("/");
  const got = document.split("/");
  if (want.some((segment) => segment.includes("**") || segment.includes("="))) {
    throw new Error(`the harness does not route multi-segment wildcards such as ${pattern}`);
  }
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const wildcard = /^\{(\w+)\}$/.exec(want[i]);
    if (wildcard) params[wildcard[1]] = got[i];
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

const CHANGE_KINDS: Record<string, DocumentChange["type"][]> = {
  "google.cloud.firestore.document.v1.written": ["added", "modified", "removed"],
  "google.cloud.firestore.document.v1.written.withAuthContext": ["added", "modified", "removed"],
  "google.cloud.firestore.document.v1.created": ["added"],
  "google.cloud.firestore.document.v1.updated": ["modified"],
  "google.cloud.firestore.document.v1.deleted": ["removed"],
};

/** One handler invocation: which trigger ran for which document, and how it ended. */
export type Run = {
  functionId: string;
  document: string;
  settled: Promise<{ ok: true } | { ok: false; error: Error }>;
};

type Handler = { run(event: unknown): unknown };

export type DeployedFunctions = {
  db: Firestore;
  runs: Run[];
  /** Runs a scheduled function as Cloud Scheduler would when its time comes. */
  runScheduled(functionId: string): Promise<void>;
  /** Resolves with the runs a change of `document` started, once the listeners have seen that change. */
  changeOf(document: string, ms?: number): Promise<Run[]>;
  stop(): Promise<void>;
};

/**
 * Listens to `collections` of the database at FIRESTORE_EMULATOR_HOST and hands each change to the
 * triggers of `manifest` that watch it, as their handlers in `module` (the loaded package).
 */
export async function deployTo(options: {
  projectId: string;
  manifest: Manifest;
  module: Record<string, unknown>;
  collections: readonly string[];
}): Promise<DeployedFunctions> {
  const { projectId, manifest, module } = options;
  const app: App = initializeApp({ projectId }, `functions-harness-${randomUUID()}`);
  const db = getFirestore(app);
  const runs: Run[] = [];
  const seen = new Map<string, Run[]>();
  const waiting = new Map<string, (runs: Run[]) => void>();
  const last = new Map<string, DocumentSnapshot>();

  const handlerOf = (functionId: string, endpoint: Endpoint): Handler => {
    const handler = endpoint.entryPoint
      .split(".")
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], module) as
      Handler | undefined;
    if (typeof handler?.run !== "function")
      throw new Error(`${functionId}: nothing runnable at entry point ${endpoint.entryPoint}`);
    return handler;
  };
  const endpoints = Object.entries(manifest.endpoints);
  const scheduled = new Map(
    endpoints
      .filter(([, endpoint]) => endpoint.scheduleTrigger)
      .map(([functionId, endpoint]) => [functionId, handlerOf(functionId, endpoint)]),
  );
  const triggers = endpoints
    .filter(([functionId]) => !scheduled.has(functionId))
    .map(([functionId, endpoint]) => {
      const trigger = endpoint.eventTrigger;
      const pattern = trigger?.eventFilterPathPatterns?.document ?? trigger?.eventFilters?.document;
      if (!trigger || !pattern)
        throw new Error(
          `${functionId} is neither a Firestore document trigger nor a scheduled function`,
        );
      return { functionId, pattern, trigger, handler: handlerOf(functionId, endpoint) };
    });

  // A side of the change where the document does not exist, built the way firebase-functions builds it.
  const missing = (document: string) =>
    (db as unknown as { snapshot_(name: string): DocumentSnapshot }).snapshot_(
      `projects/${projectId}/databases/(default)/documents/${document}`,
    );

  const dispatch = (change: DocumentChange) => {
    const document = change.doc.ref.path;
    const before = change.type === "added" ? missing(document) : (last.get(document) ?? change.doc);
    const after = change.type === "removed" ? missing(document) : change.doc;
    if (change.type === "removed") last.delete(document);
    else last.set(document, change.doc);
    const started: Run[] = [];
    for (const { functionId, pattern, trigger, handler } of triggers) {
      if ((trigger.eventFilters?.database ?? "(default)") !== "(default)") continue;
      if (!CHANGE_KINDS[trigger.eventType]?.includes(change.type)) continue;
      const params = matchDocument(pattern, document);
      if (!params) continue;
      const event = {
        specversion: "1.0",
        id: randomUUID(),
        source: `//firestore.googleapis.com/projects/${projectId}/databases/(default)`,
        type: trigger.eventType,
        time: new Date().toISOString(),
        subject: `documents/${document}`,
        project: projectId,
        database: "(default)",
        namespace: "(default)",
        location: "nam5",
        document,
        params,
        // What Firestore says of a write by a service account (the site's own tools and server).
        authType: "service_account",
        authId: "site@demo-functions.iam.gserviceaccount.com",
        data: Change.fromObjects(before, after),
      };
      const settled = Promise.resolve()
        .then(() => handler.run(event))
        .then(
          () => ({ ok: true }) as const,
          (error: unknown) =>
            ({
              ok: false,
              error: error instanceof Error ? error : new Error(String(error)),
            }) as const,
        );
      started.push({ functionId, document, settled });
    }
    runs.push(...started);
    seen.set(document, started);
    waiting.get(document)?.(started);
  };

  const unsubscribes = await Promise.all(
    options.collections.map(
      (name) =>
        new Promise<() => void>((resolve, reject) => {
          let first = true;
          const unsubscribe = db.collection(name).onSnapshot((snapshot) => {
            // The first snapshot is what was already there, not a write.
            if (first) {
              first = false;
              for (const doc of snapshot.docs) last.set(doc.ref.path, doc);
              resolve(unsubscribe);
              return;
            }
            snapshot.docChanges().forEach(dispatch);
          }, reject);
        }),
    ),
  );

  return {
    db,
    runs,
    async runScheduled(functionId) {
      const handler = scheduled.get(functionId);
      if (!handler) throw new Error(`no scheduled function ${functionId}`);
      // What Cloud Scheduler sends (firebase-functions' ScheduledEvent).
      await handler.run({
        jobName: `firebase-schedule-${functionId}`,
        scheduleTime: new Date().toISOString(),
      });
    },
    changeOf(document, ms = 5_000) {
      const already = seen.get(document);
      seen.delete(document);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(document);
          reject(new Error(`no change of ${document} was seen within ${ms} ms`));
        }, ms);
        waiting.set(document, (started) => {
          clearTimeout(timer);
          waiting.delete(document);
          seen.delete(document);
          resolve(started);
        });
      });
    },
    async stop() {
      for (const unsubscribe of unsubscribes) unsubscribe();
      await deleteApp(app);
    },
  };
}

// The privileged Cloud Storage client (firebase-admin), once per server process, on the forms' bucket:
// the project's, or the local emulator's, which firebase-admin follows like Firebase's own. Download
// links are V4 signed, by the service account's key, or locally by a key kept in .data/.
import "server-only";
import { applicationDefault, cert, initializeApp } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { databaseTarget, storageTarget, type StorageTarget } from "@/lib/firebase/config";
import { LOCAL_SIGNER, localSigningKey } from "@/lib/firebase/local-signing-key";

type Bucket = ReturnType<ReturnType<typeof getStorage>["bucket"]>;

const holder = globalThis as typeof globalThis & {
  __siteStorage?: { target: StorageTarget; bucket: Bucket };
};

function createBucket(): { target: StorageTarget; bucket: Bucket } {
  const target = storageTarget();
  const database = databaseTarget();
  let credential;
  if (target.kind === "emulator") {
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = target.host;
    process.env.METADATA_SERVER_DETECTION ??= "none";
    // The local key stands in for a service account: it signs download links, which the emulator checks.
    const privateKey = localSigningKey();
    credential = cert({ projectId: database.projectId, clientEmail: LOCAL_SIGNER, privateKey });
  } else {
    const json = database.kind === "cloud" ? database.serviceAccountJson : undefined;
    credential = json ? cert(JSON.parse(json)) : applicationDefault();
  }
  const app = initializeApp(
    { credential, projectId: database.projectId, storageBucket: target.bucket },
    "storage",
  );
  return { target, bucket: getStorage(app).bucket(target.bucket) };
}

export function getBucket(): Bucket {
  holder.__siteStorage ??= createBucket();
  return holder.__siteStorage.bucket;
}

/** V4 signed links allow at most 7 days. */
const DOWNLOAD_LINK_MS = 7 * 24 * 60 * 60_000;

/**
 * A link that downloads the file for the next 7 days. Its start is given: left out, the signer takes
 * the time it signs, and a second begun in between would make the link a second short.
 */
export async function downloadLink(path: string, now = Date.now()): Promise<string> {
  const [url] = await getBucket()
    .file(path)
    .getSignedUrl({
      version: "v4",
      action: "read",
      accessibleAt: now,
      expires: now + DOWNLOAD_LINK_MS,
    });
  return url;
}

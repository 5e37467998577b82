// The privileged Cloud Storage client (firebase-admin), created once per server process, on the bucket
// the forms' files go to: the project's, or the local emulator's (FIREBASE_STORAGE_EMULATOR_HOST, which
// firebase-admin follows as it follows Firebase's own emulator). The same calls run against both.
// Download links are V4 signed links, valid at most 7 days: a real project signs them with its service
// account's key; locally the emulator's links are signed with a key kept in .data/, which it checks.
import "server-only";
import { applicationDefault, cert, initializeApp, type App } from "firebase-admin/app";
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
  let app: App;
  if (target.kind === "emulator") {
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = target.host;
    process.env.METADATA_SERVER_DETECTION ??= "none";
    // The local key stands in for a service account: it signs download links, which the emulator checks.
    const credential = cert({
      projectId: database.projectId,
      clientEmail: LOCAL_SIGNER,
      privateKey: localSigningKey(),
    });
    app = initializeApp(
      { credential, projectId: database.projectId, storageBucket: target.bucket },
      "storage",
    );
  } else {
    const json = database.kind === "cloud" ? database.serviceAccountJson : undefined;
    const credential = json ? cert(JSON.parse(json)) : applicationDefault();
    app = initializeApp(
      { credential, projectId: database.projectId, storageBucket: target.bucket },
      "storage",
    );
  }
  return { target, bucket: getStorage(app).bucket(target.bucket) };
}

export function getBucket(): Bucket {
  holder.__siteStorage ??= createBucket();
  return holder.__siteStorage.bucket;
}

/** Download links in the owners' mail are valid this long: V4 signed links allow at most 7 days. */
const DOWNLOAD_LINK_MS = 7 * 24 * 60 * 60_000;

/**
 * A link that downloads the stored file for the next 7 days, without signing in. Its start is given
 * too: left out, the signer takes the time it signs, and when a second begins in between the link
 * lasts a second less than 7 days.
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

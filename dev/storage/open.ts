// Makes sure the site's Storage is there: the project's bucket, an emulator already listening, or the
// local one started here, keeping its files in <data dir>/storage/.
import path from "node:path";
import { localDataDir, storageTarget } from "@/lib/firebase/config";
import { localSigningKey } from "@/lib/firebase/local-signing-key";
import { isListening } from "@/dev/http";
import { startStorageEmulator } from "./server";

export async function openStorage(): Promise<{ description: string; close(): Promise<void> }> {
  const target = storageTarget();
  const close = async () => {};
  if (target.kind === "cloud")
    return { description: `Cloud Storage bucket ${target.bucket}`, close };
  // Everything started from here (Next, firebase-admin) reads the address from the environment.
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = target.host;
  if (await isListening(target.host))
    return { description: `Storage emulator at ${target.host} (bucket ${target.bucket})`, close };
  const emulator = await startStorageEmulator({
    host: target.host,
    dataDir: path.resolve(localDataDir(), "storage"),
    signingKey: localSigningKey(),
  });
  return {
    description: `local Storage at ${emulator.host} (bucket ${target.bucket})`,
    close: emulator.close,
  };
}

// The key that signs download links of the local Storage emulator's files, as a service account's key
// signs a real bucket's: made once and kept beside the local data (.data/), so the site, which signs,
// and the emulator, which checks, agree across restarts. Local work only: a real project signs with its
// service account (lib/firebase/storage.ts).
import { generateKeyPairSync } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { localDataDir } from "@/lib/firebase/config";

type Env = Record<string, string | undefined>;

/** The signer's made-up address: signed links name it, as they name a service account. */
export const LOCAL_SIGNER = "local-storage@emulator.invalid";

export function localSigningKey(env: Env = process.env): string {
  const file = path.resolve(localDataDir(env), "storage-signing-key.pem");
  try {
    return readFileSync(file, "utf8");
  } catch {
    // Not made yet.
  }
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, pem, { mode: 0o600, flag: "wx" });
    return pem;
  } catch {
    // Made meanwhile by another process: theirs is the one.
    return readFileSync(file, "utf8");
  }
}

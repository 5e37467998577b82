// Keys of local work, made once and kept beside the local data (.data/) so every process agrees on them
// across restarts: the site's own secrets on the local database (lib/http/secrets.ts), and the key that
// signs the local Storage emulator's download links as a service account signs a real bucket's.
import { generateKeyPairSync } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { localDataDir } from "@/lib/firebase/config";

type Env = Record<string, string | undefined>;

/** The file `name` of the local data, made by `make` when it is not there; throws if it cannot be. */
export function keptLocally(name: string, make: () => string, env: Env = process.env): string {
  const file = path.resolve(localDataDir(env), name);
  try {
    return readFileSync(file, "utf8");
  } catch {
    // Not made yet.
  }
  const made = make();
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, made, { mode: 0o600, flag: "wx" });
    return made;
  } catch {
    // Made meanwhile by another process: theirs is the one.
    return readFileSync(file, "utf8");
  }
}

/** The signer's made-up address: signed links name it, as they name a service account. */
export const LOCAL_SIGNER = "local-storage@emulator.invalid";

export const localSigningKey = (env: Env = process.env) =>
  keptLocally(
    "storage-signing-key.pem",
    () =>
      generateKeyPairSync("rsa", { modulusLength: 2048 })
        .privateKey.export({ type: "pkcs8", format: "pem" })
        .toString(),
    env,
  );

// A local Storage emulator of a test's own, on a free port and in a temporary folder; the site's Storage
// client (lib/firebase/storage.ts) is pointed at it through the environment, as in production.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startStorageEmulator, type StorageEmulator } from "@/dev/storage/server";
import { freePort } from "./ports";

/** Registers the hooks that start it before a file's tests and stop it after; returns its getter. */
export function useTestStorage(): () => StorageEmulator {
  let storage: StorageEmulator | undefined;
  beforeAll(async () => {
    delete process.env.STORAGE_EMULATOR_HOST;
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${await freePort()}`;
    storage = await startStorageEmulator({
      host: process.env.FIREBASE_STORAGE_EMULATOR_HOST,
      dataDir: mkdtempSync(path.join(os.tmpdir(), "test-storage-")),
    });
  });
  afterAll(async () => {
    await storage?.close();
  });
  return () => {
    if (!storage) throw new Error("the test storage is not started yet");
    return storage;
  };
}

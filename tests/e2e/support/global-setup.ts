// Builds the production site once and starts it with `npm start` on a seeded embedded database of its
// own. Tests read the address from the environment (SITE_URL, FIRESTORE_EMULATOR_HOST).
import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { E2E_PROJECT_ID, runNpm, siteEnv, startSite, type RunningSite } from "./site";

export const STATE_FILE = path.join(__dirname, "..", ".artifacts", "site.json");

export default async function globalSetup(): Promise<void> {
  const env = await siteEnv();
  if (!process.env.E2E_SKIP_BUILD) await runNpm(["run", "build"], env);
  const site = await startSite(env);
  (globalThis as { __site?: RunningSite }).__site = site;
  process.env.SITE_URL = site.url;
  process.env.FIRESTORE_EMULATOR_HOST = site.dbHost;
  if (env.FIRESTORE_BROWSER_HOST) process.env.FIRESTORE_BROWSER_HOST = env.FIRESTORE_BROWSER_HOST;
  if (env.FIREBASE_STORAGE_EMULATOR_HOST)
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = env.FIREBASE_STORAGE_EMULATOR_HOST;
  process.env.FIREBASE_PROJECT_ID = E2E_PROJECT_ID;
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  writeFileSync(
    STATE_FILE,
    JSON.stringify({ url: site.url, dbHost: site.dbHost, pid: site.child.pid }),
  );
}

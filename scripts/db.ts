// `npm run db`: the embedded database on its own, in the foreground, with its browser channel and the
// local Storage (FIREBASE_STORAGE_EMULATOR_HOST, default 127.0.0.1:9199), for running the site the way a
// serverless platform runs it, under Next's own server with no process of ours beside it:
//   npm run db                                   # prints the address, keeps running until Ctrl-C
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 CONTENT_LISTENERS=off npx next start
// Same address rules and data folder as `npm run dev|start` (FIRESTORE_EMULATOR_HOST, FIRESTORE_DATA_DIR,
// FIRESTORE_BROWSER_HOST); an empty database gets the demo content. Browsers are served for the site's
// origins: http://localhost:PORT (PORT as given to this command, default 3000) and NEXT_PUBLIC_SITE_URL.
import { databaseTarget } from "@/lib/firebase/config";
import { openDatabase } from "@/dev/firestore/open";
import { openStorage } from "@/dev/storage/open";

async function main(): Promise<string | undefined> {
  const target = databaseTarget();
  if (target.kind !== "emulator")
    return "credentials of a real project are set (FIREBASE_SERVICE_ACCOUNT or GOOGLE_APPLICATION_CREDENTIALS): unset them to run the local database";
  const database = await openDatabase({ seed: true, browserChannel: true });
  if (!database.embedded) {
    await database.close();
    return `something already listens at ${target.host}: stop it, or name another address in FIRESTORE_EMULATOR_HOST`;
  }
  const storage = await openStorage();
  console.log(`[db] ${database.description}\n[db] storage: ${storage.description}`);
  console.log(
    `[db] run the site with: FIRESTORE_EMULATOR_HOST=${database.embedded.host} CONTENT_LISTENERS=off npx next start`,
  );
  await new Promise((resolve) => process.once("SIGINT", resolve).once("SIGTERM", resolve));
  await storage.close();
  await database.close();
}

main().then(
  (refusal) => {
    if (refusal) console.error(`[db] ${refusal}`);
    process.exit(refusal ? 1 : 0);
  },
  (error: unknown) => {
    console.error("[db] could not start:", error);
    process.exit(1);
  },
);

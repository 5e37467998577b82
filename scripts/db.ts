// `npm run db`: the embedded database (with its browser channel) and local Storage on their own, to run
// the site as a serverless platform does, with no process of ours beside Next:
//   npm run db                                   # prints the address, keeps running until Ctrl-C
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 CONTENT_LISTENERS=off npx next start
// Same addresses and data folder as `npm run dev|start`; browsers are served for http://localhost:PORT
// (PORT as given here) and NEXT_PUBLIC_SITE_URL.
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

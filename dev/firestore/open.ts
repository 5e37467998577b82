// Makes sure the site's database is there: the project, an emulator already listening, or the embedded
// one started here (with its browser channel when asked). Addresses chosen go to process.env.
import { isContentCollection } from "@/lib/content/collections";
import { seedIfEmpty } from "@/lib/content/maintenance";
import { browserChannelHost, databaseTarget } from "@/lib/firebase/config";
import { siteOrigins } from "./browser-channel/origins";
import { startBrowserChannel } from "./browser-channel/server";
import { isListening, startEmbeddedDatabase, type EmbeddedDatabase } from "./emulator";

export type OpenDatabase = {
  description: string;
  embedded?: EmbeddedDatabase;
  close(): Promise<void>;
};

/** With `seed`, an empty emulator gets the demo content; a real project never does unasked. */
export async function openDatabase(options: {
  seed: boolean;
  browserChannel?: boolean;
}): Promise<OpenDatabase> {
  const target = databaseTarget();
  if (target.kind === "cloud") {
    const description = `Firestore project ${target.projectId ?? "(from credentials)"}`;
    return { description, close: async () => {} };
  }
  process.env.FIRESTORE_EMULATOR_HOST = target.host;
  process.env.FIREBASE_PROJECT_ID = target.projectId;
  const project = `(project ${target.projectId})`;
  let opened: OpenDatabase = {
    description: `Firestore emulator at ${target.host} ${project}`,
    close: async () => {},
  };
  if (!(await isListening(target.host))) {
    const embedded = await startEmbeddedDatabase({ host: target.host });
    const channel = options.browserChannel ? await openBrowserChannel(embedded) : undefined;
    const browsers = channel ? `, browsers at ${channel.host}` : "";
    opened = {
      description: `embedded Firestore at ${embedded.host} ${project}${browsers}`,
      embedded,
      async close() {
        await channel?.close();
        await embedded.stop();
      },
    };
  }
  if (options.seed) {
    try {
      if (await seedIfEmpty()) console.log("[database] it was empty: demo content written");
    } catch (error) {
      // The site still starts; pages keep their last good content and the log says why.
      const why = (error as Error).message;
      console.error("[database] could not reach the database to check its content:", why);
    }
  }
  return opened;
}

/** A busy port costs live updates in the browser, never the site. */
async function openBrowserChannel(embedded: EmbeddedDatabase) {
  const host = browserChannelHost(process.env, embedded.host);
  try {
    const channel = await startBrowserChannel({
      state: embedded.server.state,
      host,
      allowedOrigins: siteOrigins(process.env),
      // What firestore.rules lets clients read: the content collections.
      readable: isContentCollection,
    });
    process.env.FIRESTORE_BROWSER_HOST = channel.host;
    return channel;
  } catch (error) {
    delete process.env.FIRESTORE_BROWSER_HOST;
    console.error(
      `[database] live updates in the browser are off: the browser channel could not listen at ${host} (${(error as Error).message}); set FIRESTORE_BROWSER_HOST to a free host:port`,
    );
  }
}

// Makes sure the database the site would use is there: the configured Firestore project, an emulator
// already listening at FIRESTORE_EMULATOR_HOST, or else the embedded one started here.
import { isContentCollection } from "@/lib/content/collections";
import { seedIfEmpty } from "@/lib/content/maintenance";
import { browserChannelHost, databaseTarget } from "@/lib/firebase/config";
import { siteOrigins } from "./browser-channel/origins";
import { startBrowserChannel, type BrowserChannel } from "./browser-channel/server";
import { isListening, startEmbeddedDatabase, type EmbeddedDatabase } from "./emulator";

export type OpenDatabase = {
  description: string;
  embedded?: EmbeddedDatabase;
  close(): Promise<void>;
};

type Env = Record<string, string | undefined>;

type OpenOptions = {
  seed: boolean;
  /**
   * The environment that names the database: the process's, with the files Next reads (.env.local, …)
   * when the caller loaded them apart (scripts/launch.ts). Addresses chosen here go to process.env, for
   * everything started from here.
   */
  env?: Env;
  /** Also serve browsers (the web SDK's live listeners) when the embedded database is started here. */
  browserChannel?: boolean;
};

/**
 * With `seed`, an emulator (embedded or external) whose content collections are all empty gets the
 * demo content. A real Firestore project is never seeded without being asked (`content seed`).
 */
export async function openDatabase(options: OpenOptions): Promise<OpenDatabase> {
  const opened = await open(options);
  if (options.seed && databaseTarget(options.env).kind === "emulator") {
    try {
      if (await seedIfEmpty()) console.log("[database] it was empty: demo content written");
    } catch (error) {
      // The site still starts; pages keep their last good content and the log says why.
      console.error(
        "[database] could not reach the database to check its content:",
        (error as Error).message,
      );
    }
  }
  return opened;
}

/**
 * Starts the browser channel beside the embedded database and tells everything started from here
 * (Next, and through it the browser's runtime config) where it is. A busy port costs live updates in
 * the browser, never the site.
 */
async function openBrowserChannel(
  embedded: EmbeddedDatabase,
  env: Env,
): Promise<BrowserChannel | undefined> {
  const host = browserChannelHost(env, embedded.host);
  try {
    const channel = await startBrowserChannel({
      state: embedded.server.state,
      host,
      allowedOrigins: siteOrigins(env),
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
    return undefined;
  }
}

async function open(options: OpenOptions): Promise<OpenDatabase> {
  const target = databaseTarget(options.env);
  if (target.kind === "cloud") {
    return {
      description: `Firestore project ${target.projectId ?? "(from credentials)"}`,
      close: async () => {},
    };
  }
  // Everything started from here (Next, the admin SDK) reads the address from the environment.
  process.env.FIRESTORE_EMULATOR_HOST = target.host;
  process.env.FIREBASE_PROJECT_ID = target.projectId;
  if (await isListening(target.host)) {
    return {
      description: `Firestore emulator at ${target.host} (project ${target.projectId})`,
      close: async () => {},
    };
  }
  const embedded = await startEmbeddedDatabase({ host: target.host });
  const channel = options.browserChannel
    ? await openBrowserChannel(embedded, options.env ?? process.env)
    : undefined;
  return {
    description: `embedded Firestore at ${embedded.host} (project ${target.projectId})${channel ? `, browsers at ${channel.host}` : ""}`,
    embedded,
    async close() {
      await channel?.close();
      await embedded.stop();
    },
  };
}

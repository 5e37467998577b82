// A production server of the built site on an embedded database of the caller's own (free ports, data
// in memory), so the caller can count the Firestore calls the site makes, at the database.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../embedded-db";

export type BenchSite = { url: string; database: EmbeddedDatabase; log: string[]; stop(): Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  process.kill(-child.pid, "SIGINT");
  const force = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, "SIGKILL"), 10_000);
  await exited;
  clearTimeout(force);
}

/** Starts `npm start` (which seeds the empty database) and waits until /home answers 200. */
export async function startBenchSite(options: { projectId?: string; timeoutMs?: number; env?: Record<string, string> } = {}): Promise<BenchSite> {
  const host = `127.0.0.1:${await freePort()}`;
  const database = await startEmbeddedDatabase({ host, dataFile: null });
  const port = await freePort();
  const { GOOGLE_APPLICATION_CREDENTIALS: _a, FIREBASE_SERVICE_ACCOUNT: _b, ...clean } = process.env;
  const child = spawn("npm", ["start"], {
    cwd: path.resolve(__dirname, "..", ".."),
    env: {
      ...clean,
      PORT: String(port),
      FIRESTORE_EMULATOR_HOST: host,
      FIREBASE_PROJECT_ID: options.projectId ?? "demo-bench",
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      METADATA_SERVER_DETECTION: "none",
      ...options.env,
    },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    await database.stop();
  };
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/home`)).status === 200) return { url, database, log, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`the site did not start:\n${log.join("")}`);
}

// What the benchmark starts (servers, databases, browsers) and how all of it is stopped again: each start
// registers its stop here, and `stopAll` runs what is still registered, at the end of a run, on an error,
// on Ctrl-C and when a run overstays its time limit, so nothing is left listening on the machine.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

export { freePort } from "@/tests/support/ports";

const stops: (() => Promise<void>)[] = [];
const stopping = new Set<Promise<void>>();

/**
 * Registers `stop`; the function returned runs it at most once and takes it off the list. A stop that
 * fails is reported, not thrown: the others still run.
 */
export function onStop(stop: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  const once = () => {
    if (result) return result;
    stops.splice(stops.indexOf(once), 1);
    const running = stop().catch((error: unknown) =>
      console.error("[bench] could not stop:", error),
    );
    stopping.add(running);
    result = running.finally(() => stopping.delete(running));
    return result;
  };
  stops.push(once);
  return once;
}

/** Stops everything still running, newest first (a site before the database it reads), and waits for stops under way. */
export async function stopAll(): Promise<void> {
  while (stops.length) await stops[stops.length - 1]();
  await Promise.all(stopping);
}

export type Child = { child: ChildProcess; log: string[]; stop(): Promise<void> };

/** Process groups still running: killed outright if this process exits without stopping them. */
const groups = new Set<number>();
process.on("exit", () => {
  for (const pid of groups) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
});

/**
 * A child in a process group of its own, so that its own children (npm → sh → node) are stopped with
 * it, as Ctrl-C would, and killed if they do not exit within 10 s. Its output is kept for error messages.
 */
export function startChild(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Child {
  const child = spawn(command, args, {
    ...options,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  const pid = child.pid;
  if (pid !== undefined) {
    groups.add(pid);
    child.once("exit", () => groups.delete(pid));
  }
  for (const stream of [child.stdout, child.stderr])
    stream?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  const stop = onStop(async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    signal("SIGINT");
    const force = setTimeout(() => signal("SIGKILL"), 10_000);
    await exited;
    clearTimeout(force);
  });
  return { child, log, stop };
}

/** Waits until `url` answers 200; stops the child and throws, with its output, when it exits or time runs out. */
export async function waitUntilServing(
  started: Child,
  url: string,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && started.child.exitCode === null) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await started.stop();
  throw new Error(
    `${url} did not answer 200 within ${timeoutMs / 1000} s:\n${started.log.join("")}`,
  );
}

/** The `next` command as the package declares it (its "bin"), run with this Node. */
export function nextBinary(): string {
  const manifest = require.resolve("next/package.json");
  const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: Record<string, string> };
  return path.join(path.dirname(manifest), bin.next);
}

// Loopback load: requests per second and latency of one address for a bounded time. It uses wrk when
// installed (Debian's `wrk` package), since a Node client saturates a core of its own long before the
// site does; otherwise a Node loop of the same shape. wrk runs beside this process, never blocking it:
// the caller may be serving the site's database in-process, and must hear Ctrl-C.
import { spawn } from "node:child_process";

export type LoadResult = {
  path: string;
  tool: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  requests: number;
};

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Milliseconds in each unit wrk prints a latency in ("850.00us", "12.34ms", "1.20s", "1.05m", "2.00h"). */
const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

export function wrkLatencyMs(text: string | undefined): number {
  const m = /^([\d.]+)(us|ms|s|m|h)$/.exec(text ?? "");
  return m ? Number(m[1]) * MS_PER_UNIT[m[2]] : Number.NaN;
}

/** wrk's report, or null when it is not installed or fails. */
function runWrk(args: string[]): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (text: string) => (out += text));
    child.on("error", () => resolve(null));
    child.on("close", (code) => resolve(code === 0 ? out : null));
  });
}

/**
 * What a wrk report says. The percentiles are read from the latency distribution's own lines: the
 * thread statistics above it end in percentages too ("89.99%"), which an unanchored "99%" would take.
 */
export function readWrkReport(out: string): Omit<LoadResult, "path" | "tool"> {
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    out,
  );
  const percentile = (p: number) =>
    wrkLatencyMs(new RegExp(`^\\s*${p}%\\s+(\\S+)\\s*$`, "m").exec(out)?.[1]);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    errors:
      Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
  };
}

async function withWrk(
  url: URL,
  seconds: number,
  connections: number,
  timeoutS: number,
): Promise<LoadResult | null> {
  const args = [
    "-t1",
    `-c${connections}`,
    `-d${seconds}s`,
    `--timeout`,
    `${timeoutS}s`,
    "--latency",
    url.toString(),
  ];
  const out = await runWrk(args);
  return out === null ? null : { path: url.pathname, tool: "wrk", ...readWrkReport(out) };
}

async function withNode(
  url: URL,
  seconds: number,
  connections: number,
  timeoutS: number,
): Promise<LoadResult> {
  const until = Date.now() + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const start = performance.now();
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(timeoutS * 1000) });
        await res.arrayBuffer();
        if (res.status >= 400) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    path: url.pathname,
    tool: "node",
    rps: latencies.length / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors,
    requests: latencies.length,
  };
}

/**
 * Loads `url` (loopback only) for `seconds` over `connections` connections. A request not answered
 * within `timeoutS` counts as an error.
 */
export async function loadTest(
  url: URL,
  seconds: number,
  connections: number,
  timeoutS = 2,
): Promise<LoadResult> {
  if (!LOOPBACK.has(url.hostname)) throw new Error("load is only ever sent to this machine");
  if (!(seconds > 0 && seconds <= 120)) throw new Error("a load runs between 1 and 120 seconds");
  return (
    (await withWrk(url, seconds, connections, timeoutS)) ??
    withNode(url, seconds, connections, timeoutS)
  );
}

// `npm run bench -- [path] [seconds] [connections]`: requests per second and latency of a page of the
// running site (default http://127.0.0.1:$PORT/home for 10 s over 20 connections). Run it against
// `npm start`, not `npm run dev`. Loopback only; bounded in time. It uses wrk when installed (Debian's
// `wrk` package): a Node client saturates a core of its own long before the site does.
import { spawnSync } from "node:child_process";
const [path = "/home", seconds = "10", connections = "20"] = process.argv.slice(2);
const base = process.env.BENCH_URL || `http://127.0.0.1:${process.env.PORT || 3000}`;

async function main() {
  const url = new URL(path, base);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) throw new Error("benchmarks only run against this machine");
  const wrk = spawnSync("wrk", [`-t2`, `-c${connections}`, `-d${seconds}s`, "--latency", url.toString()], { encoding: "utf8" });
  if (wrk.status === 0) {
    const rate = /Requests\/sec:\s+([\d.]+)/.exec(wrk.stdout)?.[1];
    const median = /50%\s+(\S+)/.exec(wrk.stdout)?.[1];
    const p99 = /99%\s+(\S+)/.exec(wrk.stdout)?.[1];
    const errors = /Non-2xx or 3xx responses:\s+(\d+)/.exec(wrk.stdout)?.[1] ?? "0";
    console.log(`${url.pathname} (wrk): ${Number(rate).toFixed(0)} requests/s, latency median ${median}, p99 ${p99}, ${errors} errors`);
    return;
  }
  const until = Date.now() + Number(seconds) * 1000;
  const latencies: number[] = [];
  let errors = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const start = performance.now();
      try {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: Number(connections) }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(
    `${url.pathname} (node client): ${(latencies.length / Number(seconds)).toFixed(0)} requests/s, ` +
      `latency median ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, ${errors} errors, ${latencies.length} requests`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

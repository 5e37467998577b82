// `npm run bench -- [path] [seconds] [connections]`: requests per second and latency of a page of the
// running site (default http://127.0.0.1:$PORT/home for 10 s over 20 connections). Run it against
// `npm start`, not `npm run dev`. Loopback only; the loop is bounded in time.
const [path = "/home", seconds = "10", connections = "20"] = process.argv.slice(2);
const base = process.env.BENCH_URL || `http://127.0.0.1:${process.env.PORT || 3000}`;

async function main() {
  const url = new URL(path, base);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) throw new Error("benchmarks only run against this machine");
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
    `${url.pathname}: ${(latencies.length / Number(seconds)).toFixed(0)} requests/s, ` +
      `latency median ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, ${errors} errors, ${latencies.length} requests`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// A bounded loopback load from Node, for tests that check what reaches the database under load, not
// speed (a Node client saturates a core of its own long before the site does; the benchmark uses wrk).
export async function loadTest(url: URL, seconds: number, connections: number, timeoutS: number) {
  if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname))
    throw new Error("load is only ever sent to this machine");
  const until = Date.now() + seconds * 1000;
  let [requests, errors] = [0, 0];
  const worker = async () => {
    for (; Date.now() < until; requests++) {
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(timeoutS * 1000) });
        await res.arrayBuffer();
        if (res.status >= 400) errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { requests, errors };
}

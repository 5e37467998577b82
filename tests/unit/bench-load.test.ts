import { readWrkReport, wrkLatencyMs } from "@/bench/load";

describe("the benchmark's reading of wrk's latencies", () => {
  it("reads every unit wrk prints", () => {
    expect(wrkLatencyMs("850.00us")).toBeCloseTo(0.85);
    expect(wrkLatencyMs("12.34ms")).toBeCloseTo(12.34);
    expect(wrkLatencyMs("1.20s")).toBeCloseTo(1200);
    expect(wrkLatencyMs("1.05m")).toBeCloseTo(63_000);
    expect(wrkLatencyMs("2.00h")).toBeCloseTo(7_200_000);
  });

  it("gives no number for text that is not a latency", () => {
    expect(wrkLatencyMs(undefined)).toBeNaN();
    expect(wrkLatencyMs("-nan")).toBeNaN();
    expect(wrkLatencyMs("12.34")).toBeNaN();
  });
});

describe("the benchmark's reading of a wrk report", () => {
  // The thread statistics end in percentages that end as the percentiles do ("89.99%", "68.50%").
  const report = [
    "Running 10s test @ http://127.0.0.1:3000/home",
    "  1 threads and 32 connections",
    "  Thread Stats   Avg      Stdev     Max   +/- Stdev",
    "    Latency    30.34ms   12.11ms 134.56ms   89.99%",
    "    Req/Sec   951.00    120.22     1.10k    68.50%",
    "  Latency Distribution",
    "     50%   30.30ms",
    "     75%   36.10ms",
    "     90%   44.02ms",
    "     99%   91.20ms",
    "  9510 requests in 10.00s, 980.12MB read",
    "  Non-2xx or 3xx responses: 2",
    "  Socket errors: connect 0, read 1, write 0, timeout 3",
    "Requests/sec:    951.00",
    "Transfer/sec:     98.01MB",
  ].join("\n");

  it("takes the percentiles from the latency distribution", () => {
    const read = readWrkReport(report);
    expect(read.p50Ms).toBeCloseTo(30.3);
    expect(read.p99Ms).toBeCloseTo(91.2);
  });

  it("reads the rate, the requests and every kind of error", () => {
    expect(readWrkReport(report)).toMatchObject({ rps: 951, requests: 9510, errors: 6 });
  });
});

/** @jest-environment node */
import {
  cpuSlowdownFor,
  lighthouseMisses,
  loadMisses,
  median,
  readWrkReport,
  summarize,
  type LighthouseRun,
  type Load,
  type ShapeLoads,
} from "@/bench/figures";

const run = (
  page: string,
  scripts: boolean,
  performance: number,
  tbtMs: number,
): LighthouseRun => ({
  page,
  scripts,
  performance,
  tbtMs,
  lcpMs: 1000,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  failing: [],
});

/** Three runs each way; the medians are the middle figures. */
const page = (name: string, [withScore, withMs]: number[], [bareScore, bareMs]: number[]) =>
  summarize(
    name,
    [0, 1, 2].flatMap((i) => [
      run(name, true, withScore + [-0.05, 0, 0.02][i], withMs + [300, 0, -50][i]),
      run(name, false, bareScore + [0, -0.01, 0.01][i], bareMs + [-10, 0, 40][i]),
      run("another page", true, 0, 5000),
    ]),
  );

describe("the benchmark's medians", () => {
  it("are the middle figure, or the mean of the two middle ones, of the finite figures", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5, 1, 3])).toBe(3);
    expect(median([])).toBeNaN();
  });
});

describe("a page's script cost", () => {
  it("is the median score without scripts less with them, and the blocking time with less without", () => {
    const home = page("/home", [0.86, 381], [0.99, 102]);
    expect(home).toMatchObject({ score: 0.86, ms: 381, bareScore: 0.99, bareMs: 102 });
    expect(home.cost.score).toBeCloseTo(0.13);
    expect(home.cost.ms).toBe(279);
  });
});

describe("the Lighthouse budget", () => {
  const empty = page("empty page", [0.94, 291], [1, 18]);

  it("lets a route cost its scripts up to the empty page's + 0.02 and + 100 ms", () => {
    expect(lighthouseMisses(empty, [page("/about-us", [0.92, 391], [1, 18])])).toEqual([]);
  });

  it("names each margin a route goes past", () => {
    const misses = lighthouseMisses(empty, [page("/products", [0.8, 703], [0.99, 68])]);
    expect(misses).toEqual([
      "/products: script cost 0.190 (≤ 0.080)",
      "/products: script cost 635 ms (≤ 373)",
    ]);
  });

  it("wants accessibility, best practices and SEO at 1 in every run with scripts, naming the audits", () => {
    const runs = [run("/career", true, 0.94, 300), run("/career", false, 1, 20)];
    runs[0] = { ...runs[0], seo: 0.92, failing: ["meta-description"] };
    const [miss] = lighthouseMisses(empty, [summarize("/career", runs)]);
    expect(miss).toBe("/career: a11y, bp, SEO 1, 1, 0.92 (meta-description)");
  });
});

describe("the throughput budget", () => {
  const load = (path: string, rps: number, p99Ms = 60): Load => ({
    path,
    rps,
    p50Ms: 20,
    p99Ms,
    errors: 0,
  });
  const shape = (name: ShapeLoads["shape"], home: Load, file: number): ShapeLoads => ({
    shape: name,
    home,
    script: load("/_next/static/chunks/a.js", 2000),
    file: load("/logo.svg", file),
    calls: {},
  });

  it("compares /home with the script in the serverless shape, and with the public file under npm start", () => {
    expect(loadMisses(shape("serverless", load("/home", 500), 1600))).toEqual([]);
    expect(loadMisses(shape("npm start", load("/home", 500), 2400))).toEqual([
      "npm start: /home at 0.21× /logo.svg (≥ 0.25×)",
    ]);
  });

  it("wants the public file at 0.8× the script, /home's p99 within 100 ms and no Firestore call", () => {
    const slow = { ...shape("serverless", load("/home", 500, 121), 1500), calls: { RunQuery: 1 } };
    expect(loadMisses(slow)).toEqual([
      "serverless: /logo.svg at 0.75× /_next/static/chunks/a.js (≥ 0.8×)",
      "serverless: /home p99 121 ms (≤ 100)",
      "serverless: 1 Firestore calls during the loads (none)",
    ]);
  });
});

describe("the CPU slowdown for a machine's benchmark index", () => {
  it("is the slowdown calculator's at its anchors, a straight line between, one more per 233 past", () => {
    expect([150, 800, 1300, 1533, 1766, 2000].map(cpuSlowdownFor)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([1050, 1688, 3370].map(cpuSlowdownFor)).toEqual([2.5, 4.5, 12]);
  });

  it("never goes below no slowdown", () => {
    expect(cpuSlowdownFor(60)).toBe(1);
  });
});

describe("the benchmark's reading of a wrk report", () => {
  // The thread statistics end in percentages that end as the percentiles do ("89.99%", "68.50%").
  const report = (p99: string) =>
    [
      "Running 10s test @ http://127.0.0.1:3000/home",
      "  1 threads and 32 connections",
      "  Thread Stats   Avg      Stdev     Max   +/- Stdev",
      "    Latency    30.34ms   12.11ms 134.56ms   89.99%",
      "    Req/Sec   951.00    120.22     1.10k    68.50%",
      "  Latency Distribution",
      "     50%  850.00us",
      "     75%   36.10ms",
      "     90%   44.02ms",
      `     99%   ${p99}`,
      "  9510 requests in 10.00s, 980.12MB read",
      "  Non-2xx or 3xx responses: 2",
      "  Socket errors: connect 0, read 1, write 0, timeout 3",
      "Requests/sec:    951.00",
      "Transfer/sec:     98.01MB",
    ].join("\n");

  it("takes the percentiles from the latency distribution, in every unit wrk prints", () => {
    expect(readWrkReport(report("91.20ms"))).toMatchObject({ p50Ms: 0.85, p99Ms: 91.2 });
    expect(readWrkReport(report("1.20s")).p99Ms).toBeCloseTo(1200);
    expect(readWrkReport(report("1.05m")).p99Ms).toBeCloseTo(63_000);
    expect(readWrkReport(report("-nan")).p99Ms).toBeNaN();
  });

  it("reads the rate and counts every kind of error", () => {
    expect(readWrkReport(report("91.20ms"))).toMatchObject({ rps: 951, errors: 6 });
  });
});

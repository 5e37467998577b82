import { loadReport, type ShapeLoads } from "@/bench/report";
import type { LoadResult } from "@/bench/load";

const load = (path: string, rps: number, tool: string): LoadResult => ({
  path,
  tool,
  rps,
  p50Ms: 20,
  p99Ms: 60,
  errors: 0,
  requests: rps * 10,
});

function shape(tool: string): ShapeLoads {
  return {
    label: "serverless (next start)",
    checkRatios: true,
    warmUpPasses: 3,
    page: load("/home", 700, tool),
    script: load("/_next/static/chunks/a.js", 2000, tool),
    file: load("/logo.svg", 3000, tool),
    calls: 0,
    byMethod: {},
    windowS: 30,
  };
}

describe("the benchmark's load report", () => {
  beforeEach(() => jest.spyOn(console, "log").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("passes loads measured with wrk that are within the budget", () => {
    expect(loadReport([shape("wrk")], 10, 32)).toEqual([]);
  });

  it("refuses to judge loads measured with the Node client, which saturates before the site does", () => {
    const misses = loadReport([shape("node")], 10, 32);
    expect(misses).toHaveLength(1);
    expect(misses[0]).toMatch(/not wrk.*apt-get install wrk/);
  });
});

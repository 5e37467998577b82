import { wrkLatencyMs } from "@/bench/load";

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

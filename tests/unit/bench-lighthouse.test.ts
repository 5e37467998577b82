/** @jest-environment node */
import { cpuSlowdownFor } from "@/bench/lighthouse";

describe("the CPU slowdown for a machine's benchmark index", () => {
  it("is the slowdown calculator's at its anchors", () => {
    expect([150, 800, 1300, 1533, 1766, 2000].map(cpuSlowdownFor)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("follows a straight line between anchors and the last slope past them, to the nearest 0.5", () => {
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(1688)).toBe(4.5);
    expect(cpuSlowdownFor(3370)).toBe(12);
  });

  it("never goes below no slowdown", () => {
    expect(cpuSlowdownFor(60)).toBe(1);
  });
});

/** @jest-environment node */
import { cpuSlowdownFor, pageBlockingMs } from "@/bench/lighthouse";

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

describe("the blocking time of the page's own tasks", () => {
  const fcp = 1000;
  const interactive = 3000;

  it("counts the tasks put on the page, a stylesheet or nothing, and leaves the scripts' out", () => {
    const tasks = [
      { url: "http://localhost:3000/about-us", startTime: 1100, duration: 150 },
      {
        url: "http://localhost:3000/_next/static/chunks/1mnykvv3i6k_9.css",
        startTime: 1300,
        duration: 80,
      },
      { url: "Unattributable", startTime: 1400, duration: 60 },
      {
        url: "http://localhost:3000/_next/static/chunks/11lvbevkjtv6p.js",
        startTime: 2500,
        duration: 380,
      },
      { url: "http://localhost:3000/_next/static/chunks/a.mjs?v=1", startTime: 2900, duration: 90 },
    ];
    expect(pageBlockingMs(tasks, fcp, interactive)).toBe(100 + 30 + 10);
  });

  it("counts, as Total Blocking Time does, only what lies between first paint and interactive", () => {
    const page = "http://localhost:3000/home";
    expect(pageBlockingMs([{ url: page, startTime: 880, duration: 200 }], fcp, interactive)).toBe(
      30,
    );
    expect(pageBlockingMs([{ url: page, startTime: 700, duration: 200 }], fcp, interactive)).toBe(
      0,
    );
    expect(pageBlockingMs([{ url: page, startTime: 2900, duration: 200 }], fcp, interactive)).toBe(
      50,
    );
  });
});

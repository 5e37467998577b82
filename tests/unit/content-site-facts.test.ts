// What the proxy learns in-process without asking the database: the switch as the listeners last saw it
// (none where no listener runs) and the counter the revalidation endpoint bumps for `project`. Both
// live on globalThis, shared by the server's separately bundled parts.
import {
  bumpSwitchEpoch,
  listenedSiteSwitch,
  recordSiteSwitch,
  switchEpoch,
} from "@/lib/http/site-facts";

const KEY = Symbol.for("precitech.site-facts");
beforeEach(() => delete (globalThis as Record<symbol, unknown>)[KEY]);

test("before anything is recorded no switch is known and the counter is 0", () => {
  expect(listenedSiteSwitch()).toBeUndefined();
  expect(switchEpoch()).toBe(0);
});

test("the latest recorded switch is the one known", () => {
  recordSiteSwitch(false);
  expect(listenedSiteSwitch()).toBe(false);
  recordSiteSwitch(true);
  expect(listenedSiteSwitch()).toBe(true);
});

test("the counter counts bumps and is kept on globalThis with the switch", () => {
  bumpSwitchEpoch();
  bumpSwitchEpoch();
  expect(switchEpoch()).toBe(2);
  recordSiteSwitch(true);
  expect(switchEpoch()).toBe(2);
  expect((globalThis as Record<symbol, unknown>)[KEY]).toEqual({ online: true, epoch: 2 });
});

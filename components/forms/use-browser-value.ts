"use client";
// A value only the browser knows (that scripts run, the address with its query), read without a
// hydration mismatch: the server's value in the first render, the browser's from the next one on, which
// React renders as a transition, in slices. (useSyncExternalStore with a server snapshot that differs
// would re-render every such component at once, synchronously, right after hydration: on /home (the
// header's inquiry count, the product cards' buttons) a task of about 100 ms at the benchmark's CPU
// slowdown, all of it blocking time.)
import { startTransition, useEffect, useState } from "react";

export function useBrowserValue<T>(browser: () => T, server: T): T {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => startTransition(() => setInBrowser(true)), []);
  return inBrowser ? browser() : server;
}

"use client";
// A value only the browser knows (that scripts run, the address with its query), read without a
// hydration mismatch: the server's value while hydrating, the browser's from the next render on.
import { useSyncExternalStore } from "react";

const unchanging = () => () => undefined;

export function useBrowserValue<T>(browser: () => T, server: T): T {
  return useSyncExternalStore(unchanging, browser, () => server);
}

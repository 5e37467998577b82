"use client";
// Fetches a page ahead when the visitor reaches for a link to it (pointer, touch or focus come 100 ms or
// more before the click): one listener per kind for the page; the links never prefetch on their own.
import { useRouter } from "next/navigation";
import { useEffect } from "react";

const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

function pageOf(link: HTMLAnchorElement): string | null {
  if (link.hasAttribute("download") || (link.target && link.target !== "_self")) return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return null;
  const path = url.pathname + url.search;
  return path === location.pathname + location.search ? null : path;
}

export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    let last: Element | null = null;
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      // A pointer moving within one link reports it again for each child it crosses.
      if (!(link instanceof HTMLAnchorElement) || link === last) return;
      last = link;
      const path = pageOf(link);
      if (path) router.prefetch(path);
    };
    const options = { capture: true, passive: true };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    };
  }, [router]);
  return null;
}

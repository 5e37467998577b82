// The focus across a part's first redraw (live-switch.tsx), which replaces the server's elements: a
// focused control gone with them would send the keyboard back to the top. The same control (tag,
// address, name, words, and place among those alike) gets it back. Loaded with the views.
import { useLayoutEffect, useState } from "react";

const signatureOf = (element: Element) =>
  [
    element.tagName,
    element.id,
    element.getAttribute("href"),
    element.getAttribute("name"),
    element.getAttribute("aria-label"),
    element.textContent?.trim(),
  ].join("\u0000");

const alike = (signature: string, tag: string) =>
  [...document.querySelectorAll(tag)].filter((element) => signatureOf(element) === signature);

type Focused = { element: Element; signature: string; place: number };

export function useKeptFocus(): void {
  // Read while rendering, before React replaces anything.
  const [before] = useState((): Focused | null => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const signature = signatureOf(element);
    return { element, signature, place: alike(signature, element.tagName).indexOf(element) };
  });
  useLayoutEffect(() => {
    if (
      !before ||
      before.element.isConnected ||
      (document.activeElement && document.activeElement !== document.body)
    )
      return;
    const candidate = alike(before.signature, before.element.tagName)[before.place];
    if (candidate instanceof HTMLElement) candidate.focus({ preventScroll: true });
  }, [before]);
}

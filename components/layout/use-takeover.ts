"use client";
// A light first-load widget handing over to its full version (the header menus): the full version's
// code is fetched on the first sign of use (a pointer, focus or touch on the widget), never before, so a
// page that is only read runs none of it; and it takes over only between presses. Replacing the pressed
// element between a press and its release would lose that click (the release lands on the new element,
// and no click follows), so a takeover that arrives then waits until the click has been handled.
import { useEffect, useRef, useState, type DOMAttributes, type RefObject } from "react";

/** How long after a release without a click the takeover still waits (a tap's click comes late). */
const CLICK_AFTER_RELEASE_MS = 300;

type Handlers = Pick<
  DOMAttributes<HTMLElement>,
  "onPointerDownCapture" | "onKeyDownCapture" | "onClickCapture"
>;

type Takeover<M> = {
  /** The full version's module once it may take over, and whether the light control (or anything in it) had focus then. */
  full: { module: M; focused: boolean } | null;
  /** Fetches the full version: call it on the first pointer, focus or touch. */
  load: () => void;
  /** For the element around both versions. */
  handlers: Handlers;
};

/**
 * `control` is the light version's button, or the element around its button and what it opens: focus in
 * it at the takeover moves to the full version's button, never to the page's start.
 */
export function useTakeover<M>(
  importer: () => Promise<M>,
  control: RefObject<HTMLElement | null>,
): Takeover<M> {
  const [full, setFull] = useState<Takeover<M>["full"]>(null);
  const loaded = useRef<M | null>(null);
  const loading = useRef(false);
  const pressing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Ends the listeners of the press under way (its release, or a pointer's cancel). */
  const pressEnd = useRef<AbortController | null>(null);

  const takeOver = () => {
    const loadedModule = loaded.current;
    if (!loadedModule || pressing.current) return;
    // Once only: a release heard after the takeover (its key was pressed before) changes nothing.
    setFull(
      (current) =>
        current ?? {
          module: loadedModule,
          focused: control.current?.contains(document.activeElement) ?? false,
        },
    );
  };

  const release = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      pressing.current = false;
      takeOver();
    }, delay);
  };

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void importer().then(
      (imported) => {
        loaded.current = imported;
        takeOver();
      },
      () => {
        // The light version goes on working; the next sign of use asks again.
        loading.current = false;
      },
    );
  };

  const press = (endEvent: "pointerup" | "keyup") => {
    pressing.current = true;
    clearTimeout(timer.current);
    // Released wherever the release happens (a pointer may leave the widget first): the first of the
    // release and a pointer's cancel ends the press and removes both listeners.
    pressEnd.current?.abort();
    const end = new AbortController();
    pressEnd.current = end;
    const ended = (delay: number) => () => {
      end.abort();
      release(delay);
    };
    window.addEventListener(endEvent, ended(CLICK_AFTER_RELEASE_MS), { signal: end.signal });
    if (endEvent === "pointerup")
      window.addEventListener("pointercancel", ended(0), { signal: end.signal });
  };

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pressEnd.current?.abort();
    },
    [],
  );

  return {
    full,
    load,
    // Presses matter only until the full version has taken over.
    handlers: full
      ? {}
      : {
          onPointerDownCapture: () => press("pointerup"),
          onKeyDownCapture: (e) => (e.key === " " || e.key === "Enter") && press("keyup"),
          // The click has reached the light version: the full one may take over once it has been handled.
          onClickCapture: () => pressing.current && release(0),
        },
  };
}

"use client";
// The site switch and theme colour in an open tab. Switched off, the page stays mounted but hidden (what
// a visitor typed survives) under the Oops page, fetched once the page is idle, before a switch can
// arrive. A new `color` sets the root's CSS variables (lib/site/theme.ts, loaded then).
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { showDrafts } from "@/lib/live/drafts";
import { whenIdle } from "@/lib/live/store";
import { useLive } from "@/lib/live/use-live";
import type { Color, Project } from "@/lib/content/schemas";

const loadOops = () => import("@/components/layout/oops");
const Oops = lazy(() => loadOops().then((m) => ({ default: m.Oops })));

const isOnline = (project: Project | null) => project?.online ?? true;
const codeOf = (record: Color | null) => record?.code ?? "";

type Props = { color: string; preview: boolean; children: ReactNode };

export function LiveShell({ color, preview, children }: Props) {
  if (preview) showDrafts(); // before any listener starts: they wait for the page to be idle
  const online = useLive("project", true, isOnline);
  const [shown, setShown] = useState(online);
  if (online && !shown) setShown(true);

  useEffect(() => {
    void whenIdle().then(loadOops);
  }, []);

  const code = useLive("color", color, codeOf);
  // The server already painted its colour; only a different one needs the colour maths.
  const painted = useRef(color);
  useEffect(() => {
    if (code === painted.current) return;
    painted.current = code;
    let current = true;
    void import("@/lib/site/theme").then(({ themeVariables }) => {
      if (!current) return;
      for (const [name, value] of Object.entries(themeVariables(code)))
        document.documentElement.style.setProperty(name, value);
    });
    return () => {
      current = false;
    };
  }, [code]);

  return (
    <>
      {shown && (
        <div className="contents" hidden={!online}>
          {children}
        </div>
      )}
      {!online && (
        <Suspense fallback={null}>
          <Oops />
        </Suspense>
      )}
    </>
  );
}

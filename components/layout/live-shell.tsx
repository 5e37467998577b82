"use client";
// The owners' site settings in an open tab. The site switch: the page is drawn as the site (until the
// `project` record arrives the normal layout is assumed; a switched-off site was answered by the proxy
// with the Oops page before any page was served), then the tab follows the flag, so switching the site
// off or on takes effect without a reload (a missing or unusable record counts as online). While the
// site is off the page stays mounted but hidden, so what a visitor typed into a form is still there
// when it comes back. The theme colour: when `color` changes, the CSS variables on the root element
// change with it (the same ones the root layout sets, from lib/site/theme.ts, loaded on demand with the
// live views). The Oops page is drawn only when the site is switched off, so it is not in the page's
// first load: it is fetched once the page is idle (when the tab's listeners start), ready before a switch
// can reach the tab.
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
  // Before any listener starts (they wait for the page to be idle): the owners' preview follows drafts.
  if (preview) showDrafts();
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
    void import("@/components/live/views").then(({ themeVariables }) => {
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

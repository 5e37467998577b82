"use client";
// The site switch on the visitor's side. The server decides the first paint from `project.online`;
// the tab then follows the flag, so switching the site off or on takes effect in open tabs without a
// reload. A missing or unusable record counts as online. While the site is off the page stays mounted
// but hidden, so what a visitor typed into a form is still there when it comes back.
import { useState, type ReactNode } from "react";
import { Oops } from "@/components/layout/oops";
import { useLive } from "@/lib/content/live";
import type { Project } from "@/lib/content/schemas";

const isOnline = (project: Project | null) => project?.online ?? true;

export function SiteGate({ initial, children }: { initial: Project; children: ReactNode }) {
  const online = useLive("project", initial.online, isOnline);
  const [shown, setShown] = useState(online);
  if (online && !shown) setShown(true);
  return (
    <>
      {shown && (
        <div className="contents" hidden={!online}>
          {children}
        </div>
      )}
      {!online && <Oops />}
    </>
  );
}

"use client";
// The site switch on the visitor's side. The server decides the first paint from `project.online`;
// where live updates are configured this follows the flag, so switching the site off or on in the
// console takes effect without a reload. A missing or unusable record counts as online.
import type { ReactNode } from "react";
import { Oops } from "@/components/layout/oops";
import { useLiveFirst } from "@/lib/content/live";
import type { Project } from "@/lib/content/schemas";

const ONLINE: Project = { id: "", online: true };

export function SiteGate({ initial, children }: { initial: Project; children: ReactNode }) {
  const project = useLiveFirst("project", initial, ONLINE);
  return project.online ? children : <Oops />;
}

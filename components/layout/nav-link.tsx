"use client";
// A navigation link that marks itself as the current page, in the server's HTML too.
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { currentState } from "@/lib/site/navigation";

type Props = { href: string; className?: string; children: ReactNode; onClick?: () => void };

export function NavLink({ href, className, children, onClick }: Props) {
  const state = currentState(usePathname(), href);
  return (
    <a
      href={href}
      aria-current={state}
      data-current={state ? "" : undefined}
      className={className}
      onClick={onClick}
    >
      {children}
    </a>
  );
}

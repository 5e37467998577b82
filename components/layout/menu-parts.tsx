"use client";
// What the header's two menus share: the products by category, and closing when the visitor turns
// elsewhere. Both are Headless UI disclosures (WAI-ARIA's navigation pattern, a third of the popover's
// code; the rest of a popover is the dozen lines below).
import { useEffect, type RefObject } from "react";
import { NavLink } from "@/components/layout/nav-link";
import { byCategory } from "@/lib/site/categories";
import type { ProductLink } from "@/lib/site/paths";

const LOOKS = {
  panel: { headingClass: "menu-heading px-4 pt-3", linkClass: "panel-link" },
  menu: { headingClass: "menu-heading px-3 pt-2", linkClass: "menu-sublink" },
};

/** A list of links, or of named categories once there are two. */
export function GroupedLinks({
  products,
  look,
  onNavigate,
}: {
  products: ProductLink[];
  look: keyof typeof LOOKS;
  onNavigate: () => void;
}) {
  const { headingClass, linkClass } = LOOKS[look];
  const groups = byCategory(products);
  const list = (items: ProductLink[]) => (
    <ul>
      {items.map((p) => (
        <li key={p.id}>
          <NavLink href={p.href} className={linkClass} onClick={onNavigate}>
            {p.name}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  if (groups.length < 2) return list(products);
  return (
    <ul>
      {groups.map((group) => (
        <li key={group.slug}>
          <p className={headingClass}>{group.name}</p>
          {list(group.items)}
        </li>
      ))}
    </ul>
  );
}

type Close = (focus?: HTMLElement) => void;

/**
 * In an open panel, so it listens only then. Escape closes, the focus back on the button if it was in
 * the menu; a press or the focus outside closes and leaves the focus there (the small-screen menu
 * covers the page, where the focus would hide). `close()` with no element focuses the button.
 */
export function ClosesOnLeave({
  menu,
  close,
}: {
  menu: RefObject<HTMLElement | null>;
  close: Close;
}) {
  useEffect(() => {
    const inMenu = (node: unknown) => node instanceof Node && !!menu.current?.contains(node);
    const stay = () =>
      close(document.activeElement instanceof HTMLElement ? document.activeElement : undefined);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      if (inMenu(document.activeElement)) close();
      else stay();
    };
    const onLeave = (e: Event) => inMenu(e.target) || stay();
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onLeave);
    document.addEventListener("focusin", onLeave);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onLeave);
      document.removeEventListener("focusin", onLeave);
    };
  }, [menu, close]);
  return null;
}

"use client";
// What the header's two menus share: the products grouped by category, and how an open menu closes
// when the visitor turns elsewhere. Both are Headless UI disclosures (the button's aria-expanded, its
// keys and the panel drawn only while open), the navigation pattern of WAI-ARIA, at a third of the
// popover's code: the rest of what a popover does is the dozen lines below.
import { useEffect, type RefObject } from "react";
import { NavLink } from "@/components/layout/nav-link";
import { byCategory } from "@/lib/site/categories";
import type { ProductLink } from "@/lib/site/paths";

// The desktop dropdown's panel and the small-screen menu's indented list.
const LOOKS = {
  panel: { headingClass: "menu-heading px-4 pt-3", linkClass: "panel-link" },
  menu: { headingClass: "menu-heading px-3 pt-2", linkClass: "menu-sublink" },
};

/**
 * The products as a list of links or, once they fall into more than one category, a list of categories,
 * each named and listing its products.
 */
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
 * Rendered in an open menu's panel, so it listens only while the menu is open. Escape closes the menu,
 * with the focus back on its button if it was in the menu; a press outside `menu` or the focus moving
 * out of it (the small-screen menu covers the page, where the focus would hide) close it and leave the
 * focus where the visitor put it. (`close` with no element focuses the menu's button.)
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

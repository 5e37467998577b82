// The Products dropdown's list, shared by the light first-load menu and the Headless UI one that replaces
// it on first use, so both render the same links (in the server HTML too); grouped by category when
// there is more than one (GroupedLinks, which the mobile menu uses too).
import { SiteLink } from "@/components/ui/site-link";
import type { ProductLink } from "@/lib/site/paths";
import { ArrowRight } from "@/components/ui/arrow-right";
import type { ReactNode } from "react";
import { byCategory } from "@/lib/site/categories";

/**
 * The products as a list of links or, once they fall into more than one category, a list of categories,
 * each named and listing its products. The desktop dropdown and the mobile menu share it.
 */
export function GroupedLinks({
  products,
  headingClass,
  link,
}: {
  products: ProductLink[];
  headingClass: string;
  link: (p: ProductLink) => ReactNode;
}) {
  const groups = byCategory(products);
  const list = (items: ProductLink[]) => (
    <ul>
      {items.map((p) => (
        <li key={p.id}>{link(p)}</li>
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

export const PANEL_CLASS = "absolute left-1/2 top-full z-50 w-80 -translate-x-1/2 pt-1";

export function ProductsPanelContent({
  products,
  onNavigate,
}: {
  products: ProductLink[];
  onNavigate?: () => void;
}) {
  return (
    <div className="overflow-hidden rounded-lg border border-steel-200 bg-white shadow-xl ring-1 ring-black/5">
      <p className="border-b border-steel-100 bg-steel-50 px-4 py-2 text-xs font-semibold uppercase tracking-wider text-steel-600">
        Our products
      </p>
      <div className="max-h-[70vh] overflow-y-auto py-1">
        <GroupedLinks
          products={products}
          headingClass="menu-heading px-4 pt-3"
          link={(p) => (
            <SiteLink href={p.href} onClick={onNavigate} className="panel-link">
              {p.name}
            </SiteLink>
          )}
        />
      </div>
      <SiteLink
        href="/products"
        onClick={onNavigate}
        className="block border-t border-steel-100 px-4 py-2 text-sm font-semibold text-steel-900 hover:bg-steel-50"
      >
        View all products
        <ArrowRight />
      </SiteLink>
    </div>
  );
}

export const CHEVRON_BUTTON_CLASS =
  "-ml-1 rounded p-1 text-steel-600 hover:text-steel-900 focus-ring";

export function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`}
      fill="currentColor"
    >
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

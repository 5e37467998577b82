"use client";
// The footer's live list of products; with none there is no heading either.
import { LinkList } from "@/components/layout/link-list";
import { useLive } from "@/lib/live/use-live";
import { productLinks, type ProductLink } from "@/lib/site/paths";

type FooterProductsProps = {
  headingClassName: string;
  linkClassName: string;
  products: ProductLink[];
};

export function FooterProducts({ headingClassName, linkClassName, products }: FooterProductsProps) {
  const items = useLive("Products", products, productLinks).map((p) => ({
    href: p.href,
    label: p.name,
  }));
  if (items.length === 0) return null;
  return (
    <nav aria-labelledby="footer-products" className="text-sm">
      <h2 id="footer-products" className={headingClassName}>
        Products
      </h2>
      <div className="mt-4">
        <LinkList items={items} linkClassName={linkClassName} />
      </div>
    </nav>
  );
}

"use client";
// The footer's list of products under its heading: it starts from the server's list and follows Products
// on the tab's shared listener. With no product listed there is no heading either.
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

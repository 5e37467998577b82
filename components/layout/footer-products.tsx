"use client";
// The footer's list of products, following the live product list shared with the header.
import { LinkList } from "@/components/layout/link-list";
import { useProductLinks } from "@/components/layout/live-products";
import type { ProductLink } from "@/lib/navigation";

export function FooterProducts({ linkClassName, products }: { linkClassName: string; products: ProductLink[] }) {
  const items = useProductLinks(products).map((p) => ({ href: p.href, label: p.name }));
  return <LinkList items={items} linkClassName={linkClassName} />;
}

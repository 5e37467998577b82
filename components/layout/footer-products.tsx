"use client";
// The footer's list of products: it starts from the server's list and follows Products on the tab's shared listener.
import { LinkList } from "@/components/layout/link-list";
import { useLive } from "@/lib/live/use-live";
import { productLinks, type ProductLink } from "@/lib/site/paths";

export function FooterProducts({ linkClassName, products }: { linkClassName: string; products: ProductLink[] }) {
  const items = useLive("Products", products, productLinks).map((p) => ({ href: p.href, label: p.name }));
  return <LinkList items={items} linkClassName={linkClassName} />;
}

"use client";
// The footer's list of products, following the live product list shared with the header.
import { LinkList } from "@/components/layout/link-list";
import { useProductLinks } from "@/components/layout/live-products";

export function FooterProducts({ linkClassName }: { linkClassName: string }) {
  const items = useProductLinks().map((p) => ({ href: p.href, label: p.name }));
  return <LinkList items={items} linkClassName={linkClassName} />;
}

"use client";
// The product entries of the header's dropdown, the mobile menu and the footer: they start from the
// server's list and follow the Products collection, on the tab's one shared listener.
import { useLive } from "@/lib/content/live";
import { productLinks, type ProductLink } from "@/lib/navigation";

export function useProductLinks(initial: ProductLink[]): ProductLink[] {
  return useLive("Products", initial, productLinks);
}

"use client";
// One live subscription to the Products collection for the whole shell: the header's dropdown, the
// mobile menu and the footer all read the same list, starting from the server's records.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Product } from "@/lib/content/schemas";
import { docPath } from "@/lib/route-params";
import { useLiveCollection } from "@/lib/content/live";

export type ProductLink = { id: string; name: string; href: string };

const ProductsContext = createContext<ProductLink[]>([]);

export function LiveProductsProvider({ initial, children }: { initial: Product[]; children: ReactNode }) {
  const products = useLiveCollection("Products", initial);
  const links = useMemo(
    () => products.map((p) => ({ id: p.id, name: p.product_name, href: docPath("/products", p.id) })),
    [products],
  );
  return <ProductsContext.Provider value={links}>{children}</ProductsContext.Provider>;
}

export function useProductLinks(): ProductLink[] {
  return useContext(ProductsContext);
}

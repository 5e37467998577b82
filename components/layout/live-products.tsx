"use client";
// One live subscription to the Products collection for the whole shell: the header's dropdown, the
// mobile menu and the footer all read the same list, starting from the server's links. Only the links
// (id and name) cross from the server: every page's HTML carries its props, so full records would
// weigh on every page.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { subscribeList } from "@/lib/content/listen";
import { productLinks, type ProductLink } from "@/lib/product-links";

export type { ProductLink };

const ProductsContext = createContext<ProductLink[]>([]);

export function LiveProductsProvider({ initial, children }: { initial: ProductLink[]; children: ReactNode }) {
  const [links, setLinks] = useState(initial);
  useEffect(() => subscribeList("Products", (records) => setLinks(productLinks(records))), []);
  return <ProductsContext.Provider value={links}>{children}</ProductsContext.Provider>;
}

export function useProductLinks(): ProductLink[] {
  return useContext(ProductsContext);
}

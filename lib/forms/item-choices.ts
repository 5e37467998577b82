// The catalogue as the inquiry form's list knows it: each product's id, name and the codes of its sizes,
// so an entry of a visitor's list can be told apart when its product or its size is not offered (now).
import type { Product } from "@/lib/content/schemas";
import { variantCode } from "@/lib/site/catalogue";

/** A product as an inquiry names it. */
export type ItemChoice = { id: string; product_name: string };
export type CatalogueChoice = ItemChoice & { sizes: string[] };

export const catalogueChoices = (products: Product[]): CatalogueChoice[] =>
  products.map((p) => ({
    id: p.id,
    product_name: p.product_name,
    sizes: p.variants.map((row, i) => variantCode(p, row, i)),
  }));

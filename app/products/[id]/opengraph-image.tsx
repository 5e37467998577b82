// /products/{id}/opengraph-image: the product's share card, from its own picture and name.
import { getProduct, productParams } from "@/lib/content/read";
import { itemCardRoute } from "@/lib/site/share-cards/card";
import { CARD_CONTENT_TYPE, CARD_SIZE } from "@/lib/site/seo";

export const size = CARD_SIZE;
export const contentType = CARD_CONTENT_TYPE;
// Prerendered and cached like the pages, not drawn again for every request.
export const generateStaticParams = productParams;

export default itemCardRoute("Product", getProduct, (product) => ({
  name: product.product_name,
  image: product.image,
}));

// Product cards: the whole card links to the product's page.
import { CardPicture } from "@/components/ui/content-image";
import type { Product } from "@/lib/content/schemas";

/** What a card draws of a product. */
export type CardProduct = Pick<Product, "id" | "product_name" | "summary" | "image" | "featured">;
import { docPath } from "@/lib/site/paths";
import { ArrowRight } from "@/components/ui/arrow-right";
import { AddToInquiry } from "@/components/products/inquiry-list-parts";

function ProductCard({ product, preload }: { product: CardProduct; preload: boolean }) {
  return (
    <li className="group card hover:-translate-y-0.5">
      <div className="aspect-[4/3] bg-steel-100">
        <ProductPicture
          product={product}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          preload={preload}
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="card-title">
          <a href={docPath("/products", product.id)} className="card-link">
            {product.product_name}
          </a>
        </h3>
        {product.summary && <p className="card-summary">{product.summary}</p>}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <span aria-hidden="true" className="card-more">
            View details
            <ArrowRight />
          </span>
          <AddToInquiry id={product.id} name={product.product_name} namesProduct />
        </div>
      </div>
    </li>
  );
}

/** At 4:3, or the product's initial on a plain panel. */
export function ProductPicture({
  product,
  sizes,
  preload,
}: {
  product: CardProduct;
  sizes: string;
  preload?: boolean;
}) {
  if (!product.image) {
    return (
      <div
        aria-hidden="true"
        className="flex aspect-[4/3] h-full items-center justify-center text-5xl font-bold text-steel-300"
      >
        {product.product_name.slice(0, 1)}
      </div>
    );
  }
  return (
    <CardPicture src={product.image} alt={product.product_name} sizes={sizes} preload={preload} />
  );
}

/** `preloadFirst` where the grid opens the page: the first picture is then its largest paint. */
export function ProductCards({
  products,
  preloadFirst = false,
}: {
  products: CardProduct[];
  preloadFirst?: boolean;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} preload={preloadFirst && i === 0} />
      ))}
    </ul>
  );
}

/** The cards' fields of each product: a page's payload carries no more than they draw. */
export const cardsOf = (products: CardProduct[]): CardProduct[] =>
  products.map(({ id, product_name, summary, image, featured }) => ({
    id,
    product_name,
    summary,
    image,
    featured,
  }));

"use client";
// The featured products of /home. The server gives it only what its cards draw (`cardsOf`, product-card.tsx); the tab
// follows the whole list.
import { ProductCards, type CardProduct } from "@/components/products/product-card";
import { EmptyState } from "@/components/ui/empty-state";
import { live } from "@/components/live/live";

function ProductGridView({
  value: all,
  featuredOnly = false,
  limit,
  preloadFirst = false,
}: {
  value: CardProduct[];
  featuredOnly?: boolean;
  limit?: number;
  preloadFirst?: boolean;
}) {
  const featured = featuredOnly ? all.filter((p) => p.featured) : all;
  // Without featured products the home page still shows the first few rather than nothing.
  const shown = (featured.length > 0 ? featured : all).slice(0, limit);
  if (shown.length === 0) {
    return (
      <EmptyState
        message="Our product catalogue is being updated. Tell us what you need and we will quote for it."
        linkLabel="Send an inquiry"
        href="/contact-us"
      />
    );
  }
  return <ProductCards products={shown} preloadFirst={preloadFirst} />;
}

export const ProductGrid = live("Products", ProductGridView);

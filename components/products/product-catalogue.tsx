"use client";
// The catalogue of /products by category, and once it is long a filter and search: a plain GET form
// whose result is drawn from the address, so it works without scripts and can be shared.
import { ProductCards } from "@/components/products/product-card";
import { EmptyState } from "@/components/ui/empty-state";
import type { Product } from "@/lib/content/schemas";
import { CATALOGUE_TOOLS_FROM, filterProducts, type CatalogueQuery } from "@/lib/site/catalogue";
import { byCategory, type CategoryGroup } from "@/lib/site/categories";
import { live } from "@/components/live/live";

function CatalogueFilter({
  groups,
  query,
}: {
  groups: CategoryGroup<Product>[];
  query: CatalogueQuery;
}) {
  return (
    <form
      action="/products"
      method="get"
      role="search"
      aria-label="Products"
      className="mb-10 grid gap-4 rounded-lg border border-steel-200 bg-steel-50 p-4 sm:grid-cols-[1fr_2fr_auto] sm:items-end sm:p-6"
    >
      <div>
        <label htmlFor="catalogue-category" className="text-sm font-semibold text-steel-800">
          Category
        </label>
        <select
          id="catalogue-category"
          name="category"
          defaultValue={query.category ?? ""}
          className="form-control"
        >
          <option value="">All categories</option>
          {groups.map((group) => (
            <option key={group.slug} value={group.slug}>
              {group.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="catalogue-search" className="text-sm font-semibold text-steel-800">
          Name, size or specification
        </label>
        <input
          id="catalogue-search"
          type="search"
          name="q"
          defaultValue={query.q ?? ""}
          placeholder="e.g. reamer 6 mm"
          className="form-control"
        />
      </div>
      <button
        type="submit"
        className="rounded-md bg-brand px-5 py-2.5 text-sm font-semibold text-on-brand shadow-sm underline-offset-4 hover:underline focus-ring"
      >
        Show products
      </button>
    </form>
  );
}

/** What the address asked for, and how many products answer it. */
function ResultLine({
  count,
  query,
  groups,
}: {
  count: number;
  query: CatalogueQuery;
  groups: CategoryGroup<Product>[];
}) {
  const category = groups.find((group) => group.slug === query.category)?.name ?? query.category;
  const what = [category && `in ${category}`, query.q && `matching “${query.q}”`]
    .filter(Boolean)
    .join(" ");
  return (
    <p role="status" className="mb-6 text-steel-700">
      {count === 1 ? "1 product" : `${count} products`} {what}.{" "}
      <a
        href="/products"
        className="font-semibold text-brand-ink underline-offset-4 hover:underline"
      >
        Show all products
      </a>
    </p>
  );
}

function ProductCatalogueView({
  value: all,
  query = {},
  preloadFirst = false,
}: {
  value: Product[];
  query?: CatalogueQuery;
  preloadFirst?: boolean;
}) {
  if (all.length === 0) {
    return (
      <EmptyState
        message="Our product catalogue is being updated. Tell us what you need and we will quote for it."
        linkLabel="Send an inquiry"
        href="/contact-us"
      />
    );
  }
  const filtered = Boolean(query.category || query.q);
  const allGroups = byCategory(all);
  const shown = filtered ? filterProducts(all, query) : all;
  // One category (or none) needs no headings; a category filter shows one.
  const groups = byCategory(shown);
  const grouped = groups.length > 1;
  return (
    <>
      {all.length >= CATALOGUE_TOOLS_FROM && <CatalogueFilter groups={allGroups} query={query} />}
      {filtered && <ResultLine count={shown.length} query={query} groups={allGroups} />}
      {shown.length === 0 && (
        <EmptyState
          message="No product matches this. Most of our tools are made to drawing: ask us for yours."
          linkLabel="Send an inquiry"
          href="/contact-us"
        />
      )}
      {grouped && (
        <nav aria-label="Product categories" className="mb-10">
          <ul className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.slug}>
                <a href={`#category-${group.slug}`} className="chip">
                  {group.name} <span className="text-steel-600">({group.items.length})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {grouped ? (
        groups.map((group, i) => (
          <section
            key={group.slug}
            id={`category-${group.slug}`}
            aria-labelledby={`category-${group.slug}-heading`}
            className="mt-12 first-of-type:mt-0"
          >
            <h2
              id={`category-${group.slug}-heading`}
              className="mb-6 text-2xl font-bold tracking-tight text-steel-900"
            >
              {group.name}
            </h2>
            <ProductCards products={group.items} preloadFirst={preloadFirst && i === 0} />
          </section>
        ))
      ) : shown.length > 0 ? (
        <>
          {/* The cards' names are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
          <h2
            className={
              query.category ? "mb-6 text-2xl font-bold tracking-tight text-steel-900" : "sr-only"
            }
          >
            {query.category ? groups[0].name : filtered ? "Search results" : "All products"}
          </h2>
          <ProductCards products={shown} preloadFirst={preloadFirst} />
        </>
      ) : null}
    </>
  );
}

export const ProductCatalogue = live("Products", ProductCatalogueView);

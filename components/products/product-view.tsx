"use client";
// A product's page body, a live view: deleted while open, it says it is no longer listed.
import { PageHeaderView } from "@/components/ui/page-header-view";
import { ButtonLink } from "@/components/ui/button-link";
import { ProductPicture } from "@/components/products/product-card";
import { AddToInquiry } from "@/components/products/inquiry-list-parts";
import { NoLongerListed } from "@/components/ui/no-longer-listed";
import { SizeTable } from "@/components/products/size-table";
import type { Product } from "@/lib/content/schemas";
import { indiaNumber } from "@/lib/site/india-date";
import { docPath, productInquiryPath } from "@/lib/site/paths";
import { live } from "@/components/live/live";

function ProductBody({ value: product }: { value: Product | null }) {
  if (!product) return <NoLongerListed kind="product" listName="Products" listHref="/products" />;
  const inquiryHref = productInquiryPath(product.id);
  return (
    <>
      <PageHeaderView
        title={product.product_name}
        lead={product.summary}
        trail={[
          { name: "Products", path: "/products" },
          { name: product.product_name, path: docPath("/products", product.id) },
        ]}
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:gap-14 lg:px-8 lg:py-16">
        <div className="overflow-hidden rounded-lg border border-steel-200 bg-steel-100">
          <ProductPicture product={product} sizes="(min-width: 1024px) 560px, 100vw" preload />
        </div>
        <div>
          {product.description && (
            <section aria-labelledby="overview-heading">
              <h2 id="overview-heading" className="text-xl font-semibold text-steel-900">
                Overview
              </h2>
              <p className="mt-3 whitespace-pre-line leading-relaxed text-steel-700">
                {product.description}
              </p>
            </section>
          )}
          {product.price !== undefined && (
            <p className="mt-6 text-lg font-semibold text-steel-900">
              From Rs. {indiaNumber(product.price)}
            </p>
          )}
          <div className="mt-8 flex flex-wrap gap-3">
            <AddToInquiry id={product.id} name={product.product_name} />
            <ButtonLink href={inquiryHref} variant="outline">
              Send an inquiry about this product
            </ButtonLink>
            {product.datasheet_url && (
              <ButtonLink href={product.datasheet_url} variant="outline" download>
                Download datasheet
              </ButtonLink>
            )}
          </div>
          {product.applications.length > 0 && (
            <section aria-labelledby="applications-heading" className="mt-10">
              <h2 id="applications-heading" className="text-xl font-semibold text-steel-900">
                Applications
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {product.applications.map((a) => (
                  <li
                    key={a}
                    className="rounded-full bg-steel-100 px-3 py-1 text-sm text-steel-700"
                  >
                    {a}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <section aria-labelledby="spec-heading" className="min-w-0 lg:col-span-2">
          <h2 id="spec-heading" className="text-xl font-semibold text-steel-900">
            Specifications
          </h2>
          {product.specifications.length > 0 ? (
            <div className="mt-4 overflow-x-auto rounded-lg border border-steel-200">
              <table className="w-full text-left text-sm wrap-normal">
                <caption className="sr-only">Specifications of {product.product_name}</caption>
                <tbody className="divide-y divide-steel-200">
                  {product.specifications.map((s, i) => (
                    <tr key={`${s.label}-${i}`} className="odd:bg-steel-50">
                      <th scope="row" className="w-2/5 px-4 py-3 font-medium text-steel-900">
                        {s.label}
                      </th>
                      <td className="px-4 py-3 text-steel-700">{s.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="mt-3 text-steel-600">
              Specifications are made to your drawing: send us your requirements.
            </p>
          )}
        </section>
        <SizeTable
          product={product}
          rowAction={(_row, code) => (
            <AddToInquiry id={product.id} name={product.product_name} variant={code} />
          )}
        />
      </div>
    </>
  );
}

export const ProductView = live("Products", ProductBody);

// A product's size table. It scrolls sideways in its own box, never the page (positioned, so text for
// screen readers stays inside); from 640 px the first column and the row actions (`rowAction`) stay
// pinned, and on a phone a line says the table scrolls.
import type { ReactNode } from "react";
import type { Product, Variant } from "@/lib/content/schemas";
import { cellText, sizeColumns, variantCode } from "@/lib/site/catalogue";

export type RowAction = (row: Variant, code: string) => ReactNode;

export function SizeTable({ product, rowAction }: { product: Product; rowAction?: RowAction }) {
  const columns = sizeColumns(product);
  if (product.variants.length === 0 || columns.length === 0) return null;
  const codes = product.variants.map((row, i) => variantCode(product, row, i));
  return (
    <section className="min-w-0 lg:col-span-2">
      <h2 id="sizes-heading" className="text-xl font-semibold text-steel-900">
        Sizes
      </h2>
      {/* Focusable, so keyboard users can scroll it too; the region screen readers know it by. */}
      <div
        role="region"
        aria-labelledby="sizes-heading"
        tabIndex={0}
        data-print="flow"
        className="relative mt-4 max-w-full overflow-x-auto rounded-lg border border-steel-200 focus-ring"
      >
        <table className="w-full text-left text-sm whitespace-nowrap">
          <caption className="sr-only">Sizes of {product.product_name}</caption>
          <thead className="text-steel-900">
            <tr className="bg-steel-100">
              {columns.map((column, i) => (
                <th
                  key={column.key}
                  scope="col"
                  className={`${i === 0 ? "pin-start " : ""}px-4 py-3 font-semibold`}
                >
                  {column.label}
                </th>
              ))}
              {rowAction && (
                <th scope="col" className="pin-end px-4 py-3">
                  <span className="sr-only">Inquiry</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-steel-200">
            {product.variants.map((row, i) => {
              const [first, ...rest] = columns;
              const code = codes[i];
              return (
                // By code, so a size added above leaves the others' rows (and focus) in place.
                <tr
                  key={codes.indexOf(code) === i ? code : `${code}\u0000${i}`}
                  className="odd:bg-white even:bg-steel-50"
                >
                  <th
                    scope="row"
                    className="pin-start min-w-24 px-4 py-3 font-medium text-steel-900 sm:max-w-48 sm:whitespace-normal"
                  >
                    {cellText(row, first.key)}
                  </th>
                  {rest.map((column) => (
                    <td key={column.key} className="px-4 py-3 text-steel-700">
                      {cellText(row, column.key)}
                    </td>
                  ))}
                  {rowAction && (
                    <td className="pin-end px-4 py-3 max-sm:px-3">
                      {/* A set width the action's later states wrap in: else the pinned column
                          would widen over the sizes on a phone. */}
                      <div className="w-24 whitespace-normal sm:w-36 max-sm:[&_.inquiry-button]:px-3">
                        {rowAction(row, code)}
                      </div>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {columns.length > 2 && (
        <p className="mt-2 text-sm text-steel-600 sm:hidden">
          Swipe the table sideways to see every column.
        </p>
      )}
    </section>
  );
}

"use client";
// One product of an inquiry, or one size of it: its name (and the size's code), how many (a whole number
// from 1 to 100,000, checked as it is typed) and, in the list editor, a way to remove it. Posted as one
// product id, size code (empty for none) and quantity per row.
import { useState } from "react";
import { ITEM_FIELDS, QUANTITY_MAX } from "@/lib/forms/form-limits";
import type { ItemChoice } from "@/lib/forms/item-choices";

const QUANTITY = /^\d{1,6}$/;
const quantityOk = (text: string) =>
  QUANTITY.test(text.trim()) && Number(text) >= 1 && Number(text) <= QUANTITY_MAX;

export function ItemRow({
  product,
  variant = "",
  quantity,
  onQuantity,
  onRemove,
}: {
  product: ItemChoice;
  /** The code of a size from the product's size table. */
  variant?: string;
  quantity: string;
  onQuantity?: (quantity: number) => void;
  onRemove?: () => void;
}) {
  const [wrong, setWrong] = useState(false);
  const id = `item-${`${product.id}-${variant}`.replace(/[^A-Za-z0-9_-]/g, "_")}`;
  const name = variant ? `${product.product_name}, size ${variant}` : product.product_name;
  const check = (text: string) => {
    const ok = quantityOk(text);
    setWrong(!ok);
    if (ok) onQuantity?.(Number(text));
  };
  return (
    <li className="flex flex-wrap items-end gap-x-4 gap-y-1 border-b border-steel-200 py-3 last:border-b-0">
      <input type="hidden" name={ITEM_FIELDS.productId} value={product.id} />
      <input type="hidden" name={ITEM_FIELDS.variant} value={variant} />
      <span className="min-w-40 flex-1 self-center font-medium text-steel-900">
        {product.product_name}
        {variant ? (
          <span className="block text-sm font-normal text-steel-600">Size {variant}</span>
        ) : null}
      </span>
      <span>
        <label htmlFor={id} className="block text-sm text-steel-700">
          Quantity<span className="sr-only"> of {name}</span>
        </label>
        <input
          id={id}
          name={ITEM_FIELDS.quantity}
          type="number"
          min={1}
          max={QUANTITY_MAX}
          step={1}
          inputMode="numeric"
          defaultValue={quantity}
          onChange={(event) => wrong && check(event.currentTarget.value)}
          onBlur={(event) => check(event.currentTarget.value)}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? `${id}-error` : undefined}
          className="mt-1 w-28 rounded-md border border-steel-300 px-3 py-2 text-base text-steel-900 aria-[invalid=true]:border-red-700"
        />
      </span>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${name}`}
          className="rounded-md border border-steel-300 px-3 py-2 text-sm font-medium text-steel-800 hover:bg-steel-100 focus-ring"
        >
          Remove
        </button>
      ) : null}
      {wrong ? (
        <p id={`${id}-error`} className="w-full text-sm font-medium text-red-700">
          Enter a whole number from 1 to {QUANTITY_MAX.toLocaleString("en-IN")}
        </p>
      ) : null}
    </li>
  );
}

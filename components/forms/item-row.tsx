"use client";
// One product of an inquiry, or one size of it, in the list editor: its name (and the size's code), how
// many (a whole number from 1 to 100,000; the form's schema says when it is not, beside it) and a way to
// remove it. Posted as the list's row `index`: items[i].product_id, .variant (empty for none), .quantity.
import { getInputProps, useField } from "@conform-to/react";
import { QUANTITY_MAX } from "@/lib/forms/form-limits";
import type { ItemChoice } from "@/lib/forms/item-choices";

const quantityOk = (text: string) =>
  /^\d{1,6}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= QUANTITY_MAX;

export function ItemRow({
  index,
  product,
  variant = "",
  quantity,
  onQuantity,
  onRemove,
}: {
  index: number;
  product: ItemChoice;
  /** The code of a size from the product's size table. */
  variant?: string;
  quantity: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const row = `items[${index}]`;
  const [field] = useField<string>(`${row}.quantity`);
  const error = field.errors?.[0];
  const name = variant ? `${product.product_name}, size ${variant}` : product.product_name;
  return (
    <li className="flex flex-wrap items-end gap-x-4 gap-y-1 border-b border-steel-200 py-3 last:border-b-0">
      <input type="hidden" name={`${row}.product_id`} value={product.id} />
      <input type="hidden" name={`${row}.variant`} value={variant} />
      <span className="min-w-40 flex-1 self-center font-medium text-steel-900">
        {product.product_name}
        {variant ? (
          <span className="block text-sm font-normal text-steel-600">Size {variant}</span>
        ) : null}
      </span>
      <span>
        <label htmlFor={field.id} className="block text-sm text-steel-700">
          Quantity<span className="sr-only"> of {name}</span>
        </label>
        <input
          {...getInputProps(field, { type: "number", value: false })}
          min={1}
          max={QUANTITY_MAX}
          step={1}
          inputMode="numeric"
          defaultValue={quantity}
          onBlur={(event) => {
            if (quantityOk(event.currentTarget.value))
              onQuantity(Number(event.currentTarget.value));
          }}
          className="mt-1 w-28 rounded-md border border-steel-300 px-3 py-2 text-base text-steel-900 aria-[invalid=true]:border-red-700"
        />
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${name}`}
        className="rounded-md border border-steel-300 px-3 py-2 text-sm font-medium text-steel-800 hover:bg-steel-100 focus-ring"
      >
        Remove
      </button>
      {error ? (
        <p id={field.errorId} className="w-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}

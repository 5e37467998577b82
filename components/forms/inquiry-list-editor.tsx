"use client";
// The inquiry list at the top of the contact form, loaded when the page is interactive: each product of
// the visitor's list (lib/forms/inquiry-list.ts) with its quantity, editable and removable, posted as
// items[i].product_id, .variant and .quantity. A product or size no longer in the catalogue is dropped
// with a note, and put back if it returns while the page is open. The page's ?product= is added; a list
// with products asks for a quote unless the visitor chose otherwise; a sent list is emptied.
import { useFormMetadata } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { INQUIRY_LABELS } from "@/lib/forms/form-labels";
import type { FormReply } from "@/lib/forms/result";
import { QUANTITY_MAX } from "@/lib/forms/form-limits";
import { catalogueChoices, type CatalogueChoice, type ItemChoice } from "@/lib/forms/item-choices";
import {
  addToList,
  sameEntry,
  useInquiryList,
  writeList,
  type ListEntry,
} from "@/lib/forms/inquiry-list";
import { useLive } from "@/lib/live/use-live";

/** `reply`: the form's last answer; `preselected` is added when the page opens, not with each answer. */
type Props = {
  products: CatalogueChoice[];
  preselected?: ItemChoice;
  error?: string;
  reply: FormReply | null;
};

const entryName = (entry: ListEntry) =>
  entry.variant ? `${entry.name} (size ${entry.variant})` : entry.name;

export default function InquiryListEditor({
  products: serverProducts,
  preselected,
  error,
  reply,
}: Props) {
  const products = useLive("Products", serverProducts, catalogueChoices);
  const form = useFormMetadata();
  const list = useInquiryList();
  /** What was taken off the list while this page is open, to be put back if it returns. */
  const [dropped, setDropped] = useState<ListEntry[]>([]);
  const ref = useRef<HTMLFieldSetElement>(null);
  /** What the visitor took off last (said in the status line), and the place of its row. */
  const [removed, setRemoved] = useState<string | null>(null);
  const removedAt = useRef<number | null>(null);
  // The focus stays in the list: on the Remove that took the removed one's place, or on the list.
  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = ref.current?.querySelectorAll<HTMLButtonElement>("li button") ?? [];
    (buttons[Math.min(at, buttons.length - 1)] ?? ref.current)?.focus();
  }, [list]);

  useEffect(() => {
    if (preselected) addToList(preselected.id, preselected.product_name);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, []);

  useEffect(() => {
    if (!reply?.thanks) return;
    writeList([]);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once per sent answer: what was dropped is forgotten with the list
    setDropped([]);
  }, [reply]);

  useEffect(() => {
    const byId = new Map(products.map((p) => [p.id, p]));
    const offered = (entry: ListEntry) => {
      const product = byId.get(entry.id);
      return product !== undefined && (!entry.variant || product.sizes.includes(entry.variant));
    };
    const gone = list.filter((entry) => !offered(entry));
    const back = dropped.filter(offered);
    if (gone.length === 0 && back.length === 0) return;
    const kept = list.filter(offered);
    writeList([...kept, ...back.filter((entry) => !kept.some((e) => sameEntry(e, entry)))]);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the note follows a change of the stored list, which lives outside React
    setDropped([...dropped.filter((entry) => !offered(entry)), ...gone]);
  }, [list, products, dropped]);

  const hasItems = list.length > 0;
  const kindPosted = Boolean(reply?.initialValue?.kind);
  useEffect(() => {
    const form = ref.current?.form;
    const checked = form?.querySelector<HTMLInputElement>('input[name="kind"]:checked');
    // Only the page's default gives way: a choice the visitor made (before this loaded, say) stays.
    if (!hasItems || kindPosted || (checked && !checked.defaultChecked)) return;
    const products = form?.querySelector<HTMLInputElement>('input[name="kind"][value="products"]');
    if (products) products.checked = true;
  }, [hasItems, kindPosted]);

  if (!hasItems && dropped.length === 0 && !error && !removed) return null;
  const names = new Map(products.map((p) => [p.id, p.product_name]));
  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      aria-describedby={error ? "inquiry-items-error" : undefined}
      className="outline-none"
    >
      <legend className="text-sm font-medium text-steel-800">{INQUIRY_LABELS.items}</legend>
      <div role="status">
        {dropped.length > 0 ? (
          <p className="mt-2 rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950">
            {dropped.map(entryName).join(", ")} {dropped.length === 1 ? "is" : "are"} no longer in
            our catalogue and {dropped.length === 1 ? "was" : "were"} taken off your list.
          </p>
        ) : null}
        {removed ? <p className="sr-only">{removed} was taken off your inquiry.</p> : null}
      </div>
      {!hasItems && !error ? (
        <p className="mt-2 text-sm text-steel-600">No products on your list.</p>
      ) : null}
      <ul className="mt-1">
        {list.map((entry, index) => {
          const row = `items[${index}]`;
          const id = `inquiry-${row}.quantity`;
          const rowError = form.allErrors[`${row}.quantity`]?.[0];
          const product = names.get(entry.id) ?? entry.name;
          const name = entry.variant ? `${product}, size ${entry.variant}` : product;
          return (
            <li
              key={`${entry.id}\n${entry.variant ?? ""}`}
              className="flex flex-wrap items-end gap-x-4 gap-y-1 border-b border-steel-200 py-3 last:border-b-0"
            >
              <input type="hidden" name={`${row}.product_id`} value={entry.id} />
              <input type="hidden" name={`${row}.variant`} value={entry.variant ?? ""} />
              <span className="min-w-40 flex-1 self-center font-medium text-steel-900">
                {product}
                {entry.variant ? (
                  <span className="block text-sm font-normal text-steel-600">
                    Size {entry.variant}
                  </span>
                ) : null}
              </span>
              <span>
                <label htmlFor={id} className="block text-sm text-steel-700">
                  Quantity<span className="sr-only"> of {name}</span>
                </label>
                {/* A whole number from 1 to 100,000; the form's schema says when it is not, below. */}
                <input
                  id={id}
                  name={`${row}.quantity`}
                  type="number"
                  min={1}
                  max={QUANTITY_MAX}
                  step={1}
                  inputMode="numeric"
                  defaultValue={entry.quantity}
                  onBlur={({ currentTarget: { value } }) => {
                    if (/^\d{1,6}$/.test(value) && +value >= 1 && +value <= QUANTITY_MAX)
                      writeList(
                        list.map((e) => (sameEntry(e, entry) ? { ...e, quantity: +value } : e)),
                      );
                  }}
                  aria-invalid={rowError ? true : undefined}
                  aria-describedby={rowError ? `${id}-error` : undefined}
                  className="mt-1 w-28 rounded-md border border-steel-300 px-3 py-2 text-base text-steel-900 aria-[invalid=true]:border-red-700"
                />
              </span>
              <button
                type="button"
                onClick={() => {
                  removedAt.current = index;
                  setRemoved(entryName(entry));
                  writeList(list.filter((e) => !sameEntry(e, entry)));
                }}
                aria-label={`Remove ${name}`}
                className="rounded-md border border-steel-300 px-3 py-2 text-sm font-medium text-steel-800 hover:bg-steel-100 focus-ring"
              >
                Remove
              </button>
              {rowError ? (
                <p id={`${id}-error`} className="w-full text-sm font-medium text-red-700">
                  {rowError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p id="inquiry-items-error" aria-live="polite" className="field-error">
        {error}
        {error && !hasItems ? (
          // The form keeps what was typed: the products open beside it, and what is added there appears here.
          <>
            {" "}
            <a href="/products" target="_blank" className="underline">
              Open our products in a new tab
            </a>
            : each one you add appears here.
          </>
        ) : null}
      </p>
    </fieldset>
  );
}

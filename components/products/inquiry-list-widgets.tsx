"use client";
// The interactive "Add to inquiry" and inquiry count, holding the list's store: loaded once a page is
// interactive (inquiry-list-parts.tsx shows what comes before).
import { useEffect, useRef, useState } from "react";
import {
  AddLabel,
  addName,
  INQUIRY_BUTTON_CLASS,
  INQUIRY_LINK_CLASS,
  ListedLabel,
  listedName,
  type AddProps,
} from "@/components/products/inquiry-labels";
import { LIST_MAX } from "@/lib/forms/form-limits";
import { addToList, sameEntry, useInquiryList } from "@/lib/forms/inquiry-list";

/** Once listed, a link to the list, which takes the button's focus so a keyboard stays in place. */
export function AddToInquiryButton({ id, name, variant, namesProduct }: AddProps) {
  const product = namesProduct ? name : undefined;
  const listed = useInquiryList().some((entry) => sameEntry(entry, { id, variant }));
  const [full, setFull] = useState(false);
  const pressed = useRef(false);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!listed || !pressed.current) return;
    pressed.current = false;
    link.current?.focus();
  }, [listed]);
  if (listed) {
    return (
      <a
        ref={link}
        href="/contact-us"
        className={INQUIRY_LINK_CLASS}
        aria-label={listedName(variant)}
      >
        <ListedLabel variant={variant} product={product} />
      </a>
    );
  }
  return (
    <span className="relative z-10 inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={INQUIRY_BUTTON_CLASS}
        aria-label={addName(variant)}
        onClick={(event) => {
          // Focus follows only a press that had it (a keyboard, or a click that focused the button).
          pressed.current = document.activeElement === event.currentTarget;
          setFull(!addToList(id, name, variant));
        }}
      >
        <AddLabel variant={variant} product={product} />
      </button>
      <span role="status" className="text-sm text-red-700">
        {full
          ? `Your inquiry already holds ${LIST_MAX} products: send it or remove one first.`
          : ""}
      </span>
    </span>
  );
}

export type CountLook = "header" | "button" | "menu";

/**
 * Nothing while the list is empty. `header`: a link by the navigation; `button`: only the number on the
 * small screens' menu button (no room for more); `menu`: a link in that menu, where the number leads.
 */
export function InquiryCountLink({
  look,
  onNavigate,
}: {
  look: CountLook;
  onNavigate?: () => void;
}) {
  const count = useInquiryList().length;
  const products = count === 1 ? " product" : " products";
  if (count === 0) return null;
  if (look === "button") {
    return (
      <>
        <span
          aria-hidden="true"
          className="absolute -right-2 -top-2 rounded-full bg-brand px-1.5 text-xs font-bold leading-5 text-on-brand"
        >
          {count}
        </span>
        <span className="sr-only">
          , {count}
          {products} in your inquiry
        </span>
      </>
    );
  }
  if (look === "menu") {
    return (
      <div className="mt-2 border-t border-steel-200 pt-2">
        <a
          href="/contact-us"
          onClick={onNavigate}
          className="menu-link flex items-center justify-between gap-3"
        >
          Your inquiry
          <span className="rounded-full bg-brand px-2.5 text-sm font-bold leading-6 text-on-brand">
            {count}
            {products}
          </span>
        </a>
      </div>
    );
  }
  // Between the large-screen navigation's breakpoint and 1280 px the word would crowd the links.
  return (
    <a
      href="/contact-us"
      className="inline-flex items-center gap-1.5 rounded-md border border-steel-300 px-2 py-1.5 text-sm font-medium text-steel-800 hover:bg-steel-100 focus-ring"
    >
      <span className="sr-only xl:not-sr-only">Inquiry</span>
      <span className="rounded-full bg-brand px-2 text-xs font-bold leading-5 text-on-brand">
        {count}
      </span>
      <span className="sr-only">{products} in your list</span>
    </a>
  );
}

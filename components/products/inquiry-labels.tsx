// The words of "Add to inquiry" and of the "In your inquiry: send it" link that follows it, in the link a
// page starts with (inquiry-list-parts.tsx) and the button that replaces it (inquiry-list-widgets.tsx).
// In a size table's row (`variant`) a phone shows them short ("Add", "In inquiry"), so that the row's
// pinned column leaves room for the sizes; the name a screen reader reads (`aria-label`) and the text
// (the words hidden on a phone, the size for screen readers only) stay whole, with the row's size. On a
// product card (`product`) a screen reader hears which product, where every card has the same words.

/** The accessible name of a row's control; none for a product's own (its words are its name). */
export const addName = (variant?: string) =>
  variant ? `Add to inquiry: size ${variant}` : undefined;
export const listedName = (variant?: string) =>
  variant ? `In your inquiry: send it (size ${variant})` : undefined;

type LabelProps = { variant?: string; product?: string };

// The words are one span: the button is a flex box, where each text and span would be an item of its
// own and the spaces at their edges would go ("Addto inquiry").

export function AddLabel({ variant, product }: LabelProps) {
  return variant ? (
    <span>
      Add<span className="max-sm:hidden"> to inquiry</span>
      <span className="sr-only">: size {variant}</span>
    </span>
  ) : (
    <span>
      Add to inquiry
      {product && <span className="sr-only">: {product}</span>}
    </span>
  );
}

export function ListedLabel({ variant, product }: LabelProps) {
  return variant ? (
    <span>
      In <span className="max-sm:hidden">your </span>inquiry
      <span className="max-sm:hidden">: send it</span>
      <span className="sr-only"> (size {variant})</span>
    </span>
  ) : (
    <span>
      In your inquiry: send it
      {product && <span className="sr-only"> ({product})</span>}
    </span>
  );
}

/** What "Add to inquiry" adds: a product, or one size of it. */
export type AddProps = {
  id: string;
  name: string;
  /** One size of the product, by the code of its row in the size table. */
  variant?: string;
  /** The words name the product for screen readers: on a card, one of many with the same words. */
  namesProduct?: boolean;
};

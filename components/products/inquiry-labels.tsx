// The look and words of "Add to inquiry" and of the "In your inquiry: send it" link that follows it,
// shared by the link a page starts with (inquiry-list-parts.tsx) and the button that replaces it
// (inquiry-list-widgets.tsx). In a size table's row (`variant`) a phone shows the words short, so the
// pinned column leaves the sizes room; the accessible name stays whole. On a product card (`product`)
// a screen reader hears which product. The shape is a utility of app/globals.css (a catalogue repeats it).
export const INQUIRY_BUTTON_CLASS = "inquiry-button button-solid";
export const INQUIRY_LINK_CLASS =
  "inquiry-button border border-brand-ink text-brand-ink hover:bg-steel-50";

/** None for a product's own control: its words are its name. */
export const addName = (variant?: string) =>
  variant ? `Add to inquiry: size ${variant}` : undefined;
export const listedName = (variant?: string) =>
  variant ? `In your inquiry: send it (size ${variant})` : undefined;

type LabelProps = { variant?: string; product?: string };

// One span: in the flex button each text would be an item and lose its edge spaces ("Addto inquiry").

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

export type AddProps = {
  id: string;
  name: string;
  /** One size of the product, by the code of its row in the size table. */
  variant?: string;
  namesProduct?: boolean;
};

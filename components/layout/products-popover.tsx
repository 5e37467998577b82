"use client";
// The interactive Products dropdown (Headless UI popover: focus, Escape, click outside, ARIA). Loaded
// only when the menu is first used (see products-menu.tsx), which drives it through `control`.
import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from "react";
import {
  Chevron,
  CHEVRON_BUTTON_CLASS,
  PANEL_CLASS,
  ProductsPanelContent,
} from "@/components/layout/products-panel";
import type { ProductLink } from "@/lib/site/paths";

export type PopoverControl = { open(): void; close(): void };

export type ProductsPopoverProps = {
  /** The live list, followed by the light menu that renders this popover. */
  products: ProductLink[];
  control: RefObject<PopoverControl | null>;
  /** Read at mount: whether the visitor already asked for the menu while this code was loading. */
  openAtStart: () => boolean;
  /** Whether the placeholder button had focus, which must carry over to the real one. */
  focusAtStart: boolean;
};

function Inner({
  open,
  close,
  products,
  control,
  openAtStart,
  focusAtStart,
}: ProductsPopoverProps & { open: boolean; close: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  // Asked for while loading: shown from the first render (the light list was visible), until the
  // popover's own state is open, so the list never flickers shut in between.
  const [holdOpen, setHoldOpen] = useState(openAtStart);
  if (holdOpen && open) setHoldOpen(false);
  const state = useRef({ open, close });
  useEffect(() => {
    state.current = { open, close };
  });

  useImperativeHandle(
    control,
    () => ({
      open: () => {
        if (!state.current.open) button.current?.click();
      },
      close: () => {
        if (state.current.open) state.current.close();
      },
    }),
    [],
  );

  // The focus moves in the commit that replaces the light button (see mobile-disclosure.tsx).
  useLayoutEffect(() => {
    if (focusAtStart) button.current?.focus();
    // Mount only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (holdOpen) button.current?.click();
    // Mount only: the start requests are read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <PopoverButton ref={button} aria-label="Show all products" className={CHEVRON_BUTTON_CLASS}>
        <Chevron open={open} />
      </PopoverButton>
      {/* Kept in the HTML while closed (unmount=false), like the placeholder's list. */}
      <PopoverPanel
        static={holdOpen}
        unmount={false}
        data-testid="products-panel"
        className={PANEL_CLASS}
      >
        <ProductsPanelContent products={products} onNavigate={close} />
      </PopoverPanel>
    </>
  );
}

export default function ProductsPopover(props: ProductsPopoverProps) {
  return (
    <Popover className="contents">
      {({ open, close }) => <Inner {...props} open={open} close={() => close()} />}
    </Popover>
  );
}

// The look of "Add to inquiry" and of its "In your inquiry" link, shared by the link a page starts with
// (inquiry-list-parts.tsx) and the button that replaces it (inquiry-list-widgets.tsx).
const look =
  "relative z-10 inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ink";
export const INQUIRY_BUTTON_CLASS = `${look} bg-brand text-on-brand underline-offset-4 hover:underline`;
export const INQUIRY_LINK_CLASS = `${look} border border-brand-ink text-brand-ink hover:bg-steel-50`;

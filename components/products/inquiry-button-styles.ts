// The look of "Add to inquiry" and of its "In your inquiry" link, shared by the link a page starts with
// (inquiry-list-parts.tsx) and the button that replaces it (inquiry-list-widgets.tsx).
// The shape is a named utility (app/globals.css): a catalogue repeats it for every product. The button
// has the solid look of the site's call-to-action links.
export const INQUIRY_BUTTON_CLASS = "inquiry-button button-solid";
export const INQUIRY_LINK_CLASS =
  "inquiry-button border border-brand-ink text-brand-ink hover:bg-steel-50";

// The bar every page shows in the owners' preview (draft mode): drafts are on this page, and nobody else
// sees them. Its button leaves the preview and comes back to the same page as visitors see it (the exit
// route reads the page from the post's Referer). A plain form drawn on the server: no script for it in
// any page's first load, and it works before (or without) scripts.

export const PREVIEW_NOTICE = "Preview — drafts shown, not public";

export function PreviewBanner() {
  return (
    <div
      role="region"
      aria-label="Preview"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-3 border-t-2 border-amber-500 bg-amber-100 px-4 py-2 text-sm font-semibold text-steel-900"
    >
      <p>{PREVIEW_NOTICE}</p>
      <form method="post" action="/api/preview/exit">
        <button
          type="submit"
          className="rounded border border-steel-900 bg-white px-3 py-1 text-steel-900 hover:bg-steel-50 focus-ring"
        >
          Leave preview
        </button>
      </form>
    </div>
  );
}

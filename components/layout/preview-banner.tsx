// The bar of the owners' preview. A plain form (no script): the exit route returns to the page from the
// post's Referer.

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

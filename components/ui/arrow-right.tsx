// The arrow after "Learn more" and "View details", drawn rather than typed: it is not in the site's
// typeface, and a character outside it would send the browser to the system's fonts (app/fonts.ts).
export function ArrowRight() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="inline-icon"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 8h10M9 4l4 4-4 4" />
    </svg>
  );
}

// The site's drawn icons: one 24 × 24 path in the text's colour, 2 px strokes, hidden from screen readers
// (the link or label beside it names it).
/** A speech bubble: WhatsApp. */
export const CHAT_ICON = "M21 11.5a8.4 8.4 0 0 1-12.4 7.4L3 21l2.1-5.5A8.4 8.4 0 1 1 21 11.5z";

export function LineIcon({ d, className = "h-5 w-5" }: { d: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

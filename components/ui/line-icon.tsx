// The site's drawn icons, by name: each mark is in the stylesheet once (app/globals.css, .icon-*), in the
// text's colour; the markup is an empty span hidden from screen readers (the link or label beside it
// names it).
export type IconName = "phone" | "chat" | "form" | "pin" | "mail" | "clock" | "shield" | "arrow";

export function LineIcon({ name, className = "h-5 w-5" }: { name: IconName; className?: string }) {
  return <span aria-hidden="true" className={`icon icon-${name} ${className}`} />;
}

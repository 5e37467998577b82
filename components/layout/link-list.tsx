"use client";
// The footer's lists of links (Quick Links, and Products live). Drawn by the browser's code, so a page's
// payload carries each list as its items alone.

export function LinkList({
  items,
  linkClassName,
}: {
  items: { href: string; label: string }[];
  linkClassName: string;
}) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href} className={linkClassName}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

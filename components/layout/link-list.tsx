// The footer's lists of links (Quick Links, and Products live).

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

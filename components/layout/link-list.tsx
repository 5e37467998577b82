// A plain vertical list of links, shared by the footer's Quick Links (server) and Products (live) lists.
import { SiteLink } from "@/components/ui/site-link";

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
          <SiteLink href={item.href} className={linkClassName}>
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

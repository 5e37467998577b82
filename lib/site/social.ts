// The footer's social links. The schema already refuses non-http(s) addresses; checked again, as the
// value goes into an href and structured data.
import type { SocialMedia } from "@/lib/content/schemas";
import { httpHref } from "@/lib/content/urls";

const socialNetworks = [
  { key: "facebook", label: "Facebook" },
  { key: "instagram", label: "Instagram" },
  { key: "youtube", label: "YouTube" },
] as const;

type SocialNetwork = (typeof socialNetworks)[number]["key"];
export type SocialLink = { network: SocialNetwork; label: string; href: string };

export function socialLinks(record: Partial<SocialMedia> | null | undefined): SocialLink[] {
  const out: SocialLink[] = [];
  for (const { key, label } of socialNetworks) {
    const href = httpHref(record?.[key] ?? "");
    if (href) out.push({ network: key, label, href });
  }
  return out;
}

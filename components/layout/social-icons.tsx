"use client";
// Links to the company's social pages, each its network's mark (drawn by the stylesheet: social-link) with
// an accessible name (a live view).
import type { SocialMedia } from "@/lib/content/schemas";
import { socialLinks } from "@/lib/site/social";
import { live } from "@/components/live/live";

function SocialIconsView({ value }: { value: SocialMedia | null }) {
  const links = socialLinks(value);
  if (links.length === 0) return null;
  return (
    <ul className="flex gap-3" aria-label="Social media">
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} (opens in a new tab)`}
            data-network={link.network}
            className="social-link"
          />
        </li>
      ))}
    </ul>
  );
}

export const SocialIcons = live("social_media", SocialIconsView);

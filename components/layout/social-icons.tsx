// Links to the company's social pages, each an inline icon with an accessible name (a live view).
import type { SocialMedia } from "@/lib/content/schemas";
import { socialLinks, type SocialNetwork } from "@/lib/site/social";

const icons: Record<SocialNetwork, React.ReactNode> = {
  facebook: (
    <path d="M13.6 21.5v-7.8h2.6l.4-3.1h-3V8.7c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.3H7.9v3.1h2.6v7.8h3.1Z" />
  ),
  instagram: (
    <>
      <rect
        x="3.5"
        y="3.5"
        width="17"
        height="17"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" />
    </>
  ),
  youtube: (
    <path
      fillRule="evenodd"
      d="M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 0 0 2.4 7.2 27 27 0 0 0 2 12c0 1.6.1 3.2.4 4.8.2.9.9 1.6 1.8 1.8 1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8c.3-1.6.4-3.2.4-4.8s-.1-3.2-.4-4.8ZM10 15.1V8.9l5.2 3.1L10 15.1Z"
    />
  ),
};

export function SocialIcons({ value }: { value: SocialMedia | null }) {
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
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
              {icons[link.network]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}

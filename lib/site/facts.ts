// Facts about the site that do not change with content: keywords, navigation, business constants.

export const siteKeywords = [
  "tool making Valsad",
  "grinding Valsad",
  "precision grinding Gundlav",
  "cutting tools Gujarat",
  "CNC tool grinding",
  "GIDC Gundlav",
  "carbide tools",
  "form tools",
  "reamers",
  "tool regrinding",
];

export const siteBuilder = { name: "Valsad Web Works", url: "https://valsadwebworks.in" } as const;

export const siteUrl = (
  process.env.NEXT_PUBLIC_SITE_URL || `http://localhost:${process.env.PORT || 3000}`
).replace(/\/+$/, "");

export type NavItem = { label: string; href: string };

export const mainNav: NavItem[] = [
  { label: "Home", href: "/home" },
  { label: "About Us", href: "/about-us" },
  { label: "Products", href: "/products" },
  { label: "Technology", href: "/technology" },
  { label: "Quality Control", href: "/quality-control" },
  { label: "Clients", href: "/clients" },
  { label: "Career", href: "/career" },
  { label: "Contact Us", href: "/contact-us" },
];

/** The footer's Quick Links: the main navigation without Career, as specified. */
export const footerNav: NavItem[] = mainNav.filter((item) => item.href !== "/career");

/** Linked from the footer and beside each form's send button, not from the menus. */
export const privacyPage: NavItem = { label: "Privacy notice", href: "/privacy" };

/** Every page with an address of its own (the sitemap, the preview tool). */
export const sitePages: NavItem[] = [...mainNav, privacyPage];

export const LOGO_HEIGHT_PX = 60;
export const DROPDOWN_HOVER_DELAY_MS = 200;
/** Long enough to cross from the Products link into its panel, short enough to feel immediate. */
export const DROPDOWN_CLOSE_DELAY_MS = 150;
export const COPYRIGHT_YEAR = 2023;

export const DEFAULT_BRAND_COLOR = "#1f4e79";

/** A forgotten tab must not hold listeners for ever; a quick switch away and back must not re-attach. */
export const LIVE_HIDDEN_DETACH_MS = 3 * 60_000;

/** Navigation unmounts the old page before the new one mounts: a shared listener must not attach twice. */
export const LIVE_RELEASE_DELAY_MS = 5_000;

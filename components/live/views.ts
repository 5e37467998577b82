// Every part of a page that shows database content, by name: the collection it follows and how to load
// its component. The components are pure (no "use client"): the server renders them for the first
// paint, and the browser loads one, through the `import()` here, only when its content has changed, so
// none of them is in a page's first load.
import type { ComponentProps } from "react";

// Each entry: the collection the view follows (a page that passes an `id` shows that one record of it,
// or null once it is gone) and how to load its component.
export const liveViews = {
  "home-hero": { collection: "home", load: () => import("@/components/home/home-sections").then((m) => m.HomeHero) },
  "home-intro": { collection: "home", load: () => import("@/components/home/home-sections").then((m) => m.HomeIntro) },
  "home-services": { collection: "Services", load: () => import("@/components/home/home-sections").then((m) => m.HomeServices) },
  "home-clients": { collection: "clients", load: () => import("@/components/home/home-sections").then((m) => m.HomeClients) },
  "home-cta": { collection: "home", load: () => import("@/components/home/home-sections").then((m) => m.HomeCta) },
  "product-grid": { collection: "Products", load: () => import("@/components/products/product-grid").then((m) => m.ProductGrid) },
  "product-detail": { collection: "Products", load: () => import("@/components/products/product-view").then((m) => m.ProductView) },
  "about-story": { collection: "about_us", load: () => import("@/components/about/about-sections").then((m) => m.AboutStory) },
  team: { collection: "our_teams", load: () => import("@/components/about/about-sections").then((m) => m.TeamSection) },
  technology: { collection: "Services", load: () => import("@/components/technology/technology-sections").then((m) => m.TechnologySections) },
  "service-detail": { collection: "Services", load: () => import("@/components/technology/technology-sections").then((m) => m.ServiceView) },
  quality: { collection: "quality_control", load: () => import("@/components/quality/quality-sections").then((m) => m.QualitySections) },
  clients: { collection: "clients", load: () => import("@/components/clients/client-logos").then((m) => m.ClientsSection) },
  "career-openings": { collection: "career_detail", load: () => import("@/components/career/opening-card").then((m) => m.CareerOpenings) },
  "social-icons": { collection: "social_media", load: () => import("@/components/layout/social-icons").then((m) => m.SocialIcons) },
} as const;

export type ViewName = keyof typeof liveViews;
type ViewProps<K extends ViewName> = ComponentProps<Awaited<ReturnType<(typeof liveViews)[K]["load"]>>>;
export type ViewValue<K extends ViewName> = ViewProps<K>["value"];
export type ViewOptions<K extends ViewName> = Omit<ViewProps<K>, "value">;

// Every part of a page that shows database content, by name: the collection it follows and its
// component. The components are pure (no "use client"): the server renders them for the first paint
// (components/live/live.tsx), and the browser loads this module with `import()` only once some content
// has changed (components/live/live-switch.tsx), so none of them is in a page's first load. The theme
// colour's variables come from here too, so everything that redraws after an edit is one chunk.
import type { ComponentProps } from "react";
import { AboutStory, TeamSection } from "@/components/about/about-sections";
import { CareerOpenings } from "@/components/career/opening-card";
import { ClientsSection } from "@/components/clients/client-logos";
import { HomeClients, HomeCta, HomeHero, HomeIntro, HomeServices } from "@/components/home/home-sections";
import { SocialIcons } from "@/components/layout/social-icons";
import { ProductGrid } from "@/components/products/product-grid";
import { ProductView } from "@/components/products/product-view";
import { QualitySections } from "@/components/quality/quality-sections";
import { ServiceView, TechnologySections } from "@/components/technology/technology-sections";

export { themeVariables } from "@/lib/site/theme";

// A page that passes an `id` shows that one record of the collection (null once it is gone).
export const liveViews = {
  "home-hero": { collection: "home", View: HomeHero },
  "home-intro": { collection: "home", View: HomeIntro },
  "home-services": { collection: "Services", View: HomeServices },
  "home-clients": { collection: "clients", View: HomeClients },
  "home-cta": { collection: "home", View: HomeCta },
  "product-grid": { collection: "Products", View: ProductGrid },
  "product-detail": { collection: "Products", View: ProductView },
  "about-story": { collection: "about_us", View: AboutStory },
  team: { collection: "our_teams", View: TeamSection },
  technology: { collection: "Services", View: TechnologySections },
  "service-detail": { collection: "Services", View: ServiceView },
  quality: { collection: "quality_control", View: QualitySections },
  clients: { collection: "clients", View: ClientsSection },
  "career-openings": { collection: "career_detail", View: CareerOpenings },
  "social-icons": { collection: "social_media", View: SocialIcons },
} as const;

export type ViewName = keyof typeof liveViews;
type ViewProps<K extends ViewName> = ComponentProps<(typeof liveViews)[K]["View"]>;
export type ViewValue<K extends ViewName> = ViewProps<K>["value"];
export type ViewOptions<K extends ViewName> = Omit<ViewProps<K>, "value">;

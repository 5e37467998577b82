// Every part of a page that shows database content, by name, with its collection and component. The
// server renders them; the browser imports this module only once some content has changed, so none is
// in the first load. The theme colour's variables come from here too: one chunk redraws after an edit.
import type { ComponentProps } from "react";
import { AboutStory, TeamSection } from "@/components/about/about-sections";
import { CareerOpenings, OpeningView } from "@/components/career/opening-card";
import { ClientsSection } from "@/components/clients/client-logos";
import { ContactDetails } from "@/components/contact/contact-details";
import {
  HomeClients,
  HomeCta,
  HomeHero,
  HomeIntro,
  HomeServices,
} from "@/components/home/home-sections";
import { ActionBar } from "@/components/layout/action-bar";
import { FooterAbout, FooterContact, FooterCopyright } from "@/components/layout/footer-company";
import { SocialIcons } from "@/components/layout/social-icons";
import { PrivacyContact, PrivacyNotice } from "@/components/privacy/privacy-notice";
import { CatalogueLink } from "@/components/products/catalogue-link";
import { ProductCatalogue } from "@/components/products/product-catalogue";
import { ProductGrid } from "@/components/products/product-grid";
import { ProductView } from "@/components/products/product-view";
import { CertificatesSection } from "@/components/quality/certificates";
import { QualitySections } from "@/components/quality/quality-sections";
import { TrustCertificates, TrustRegistrations } from "@/components/quality/trust-strip";
import { ServiceView, TechnologySections } from "@/components/technology/technology-sections";
import { CallLink } from "@/components/ui/call-link";
import { nextClosing, nextExpiry } from "@/lib/content/certificates";
import type { JobOpening } from "@/lib/content/schemas";

export { themeVariables } from "@/lib/site/theme";

// With an `id`, one record (null once it is gone); `changesAt`: when the drawing changes with time.
export const liveViews = {
  "home-hero": { collection: "home", View: HomeHero },
  "home-intro": { collection: "home", View: HomeIntro },
  "home-services": { collection: "Services", View: HomeServices },
  "home-clients": { collection: "clients", View: HomeClients },
  "home-cta": { collection: "home", View: HomeCta },
  "product-grid": { collection: "Products", View: ProductGrid },
  "product-catalogue": { collection: "Products", View: ProductCatalogue },
  "product-detail": { collection: "Products", View: ProductView },
  "about-story": { collection: "about_us", View: AboutStory },
  team: { collection: "our_teams", View: TeamSection },
  privacy: { collection: "privacy", View: PrivacyNotice },
  "privacy-contact": { collection: "company", View: PrivacyContact },
  technology: { collection: "Services", View: TechnologySections },
  "service-detail": { collection: "Services", View: ServiceView },
  quality: { collection: "quality_control", View: QualitySections },
  certificates: { collection: "certifications", View: CertificatesSection, changesAt: nextExpiry },
  "trust-certificates": {
    collection: "certifications",
    View: TrustCertificates,
    changesAt: nextExpiry,
  },
  "trust-registrations": { collection: "company", View: TrustRegistrations },
  "call-link": { collection: "company", View: CallLink },
  "action-bar": { collection: "company", View: ActionBar },
  "catalogue-link": { collection: "company", View: CatalogueLink },
  "contact-details": { collection: "company", View: ContactDetails },
  "footer-about": { collection: "company", View: FooterAbout },
  "footer-contact": { collection: "company", View: FooterContact },
  "footer-copyright": { collection: "company", View: FooterCopyright },
  clients: { collection: "clients", View: ClientsSection },
  "career-openings": { collection: "career_detail", View: CareerOpenings, changesAt: nextClosing },
  "career-opening": {
    collection: "career_detail",
    View: OpeningView,
    changesAt: (job: JobOpening | null, now: number) => nextClosing(job ? [job] : [], now),
  },
  "social-icons": { collection: "social_media", View: SocialIcons },
} as const;

export type ViewName = keyof typeof liveViews;
type ViewProps<K extends ViewName> = ComponentProps<(typeof liveViews)[K]["View"]>;
export type ViewValue<K extends ViewName> = ViewProps<K>["value"];
export type ViewOptions<K extends ViewName> = Omit<ViewProps<K>, "value">;

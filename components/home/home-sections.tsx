"use client";
// The sections of /home, each a live view of one collection (components/live/live.tsx).
import type { ReactNode } from "react";
import { ClientLogos } from "@/components/clients/client-logos";
import { Hero } from "@/components/home/hero";
import { Stats } from "@/components/home/stats";
import { ServiceCards } from "@/components/technology/service-cards";
import { ButtonLink } from "@/components/ui/button-link";
import { EmptyState } from "@/components/ui/empty-state";
import { InquiryCta } from "@/components/ui/inquiry-cta";
import { Section } from "@/components/ui/section";
import type { Client, Home, Service } from "@/lib/content/schemas";
import { siteDescription } from "@/lib/site/default-company";
import { live } from "@/components/live/live";

/** `companyName` is the headline when `home` has none. */
function HomeHeroView({ value: home, companyName }: { value: Home | null; companyName: string }) {
  return (
    <Hero
      title={home?.title ?? companyName}
      subtitle={home?.subtitle ?? siteDescription}
      image={home?.image}
    />
  );
}

function HomeIntroView({ value: home }: { value: Home | null }) {
  if (!home || (!home.intro_text && home.stats.length === 0)) return null;
  return (
    <Section id="about" title={home.intro_heading ?? "What we do"}>
      {home.intro_text && (
        <p className="max-w-3xl text-lg leading-relaxed text-steel-700">{home.intro_text}</p>
      )}
      <div className="mt-10">
        <Stats stats={home.stats} />
      </div>
    </Section>
  );
}

function HomeServicesView({ value: services }: { value: Service[] }) {
  // Featured services first, filled up with the rest so the two-column grid stays even.
  const shown = [
    ...services.filter((s) => s.featured),
    ...services.filter((s) => !s.featured),
  ].slice(0, 4);
  return (
    <Section
      id="services"
      title="Grinding and tool-making services"
      intro="Job work on CNC and precision grinders, measured before dispatch."
      action={
        <ButtonLink href="/technology" variant="outline">
          Technology
        </ButtonLink>
      }
    >
      {shown.length > 0 ? (
        <ServiceCards services={shown} />
      ) : (
        <EmptyState
          message="Our service list is being updated."
          linkLabel="Ask us about your job"
          href="/contact-us"
        />
      )}
    </Section>
  );
}

function HomeClientsView({ value: clients }: { value: Client[] }) {
  if (clients.length === 0) return null;
  return (
    <Section
      id="clients"
      title="Trusted by manufacturers"
      tinted
      action={
        <ButtonLink href="/clients" variant="outline">
          All clients
        </ButtonLink>
      }
    >
      <ClientLogos clients={clients.slice(0, 8)} compact />
    </Section>
  );
}

function HomeCtaView({ value: home, call }: { value: Home | null; call: ReactNode }) {
  return <InquiryCta heading={home?.cta_heading} text={home?.cta_text} call={call} />;
}

export const HomeHero = live("home", HomeHeroView);
export const HomeIntro = live("home", HomeIntroView);
export const HomeServices = live("Services", HomeServicesView);
export const HomeClients = live("clients", HomeClientsView);
export const HomeCta = live("home", HomeCtaView);

"use client";
// Client logos with names and industries, linked to their websites; /clients' section is a live view.
import { ContentImage } from "@/components/ui/content-image";
import { EmptyState } from "@/components/ui/empty-state";
import { Section } from "@/components/ui/section";
import type { Client } from "@/lib/content/schemas";
import { httpHref } from "@/lib/content/urls";
import { live } from "@/components/live/live";

export function ClientLogos({
  clients,
  compact = false,
}: {
  clients: Client[];
  compact?: boolean;
}) {
  return (
    <ul
      className={`grid gap-4 ${compact ? "grid-cols-2 sm:grid-cols-4" : "grid-cols-1 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"}`}
    >
      {clients.map((client) => {
        const body = (
          <>
            <div className="flex h-20 items-center justify-center">
              {client.logo ? (
                <ContentImage
                  src={client.logo}
                  alt={`${client.name} logo`}
                  width={320}
                  height={160}
                  sizes="(min-width: 1024px) 240px, 45vw"
                  className="h-full w-auto max-w-full object-contain"
                />
              ) : (
                <span aria-hidden="true" className="text-2xl font-bold text-steel-400">
                  {client.name.slice(0, 2).toUpperCase()}
                </span>
              )}
            </div>
            {!compact && (
              <div className="mt-3 border-t border-steel-100 pt-3 text-center">
                <p className="font-semibold text-steel-900">{client.name}</p>
                {client.industry && <p className="text-sm text-steel-600">{client.industry}</p>}
              </div>
            )}
          </>
        );
        const website = client.website ? httpHref(client.website) : null;
        return (
          <li key={client.id} className="logo-tile">
            {website ? (
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className="block hover:opacity-80"
              >
                {body}
              </a>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}

function ClientsSectionView({ value: clients }: { value: Client[] }) {
  const industries = [
    ...new Set(clients.map((c) => c.industry).filter((i): i is string => Boolean(i))),
  ];
  return (
    <Section
      id="clients"
      title="Our clients"
      intro={industries.length > 0 ? `Industries we serve: ${industries.join(", ")}.` : undefined}
    >
      {clients.length > 0 ? (
        <ClientLogos clients={clients} />
      ) : (
        <EmptyState
          message="Our client list is being updated."
          linkLabel="Become a client"
          href="/contact-us"
        />
      )}
    </Section>
  );
}

export const ClientsSection = live("clients", ClientsSectionView);

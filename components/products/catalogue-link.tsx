"use client";
// "Download catalogue" (`company.catalogue_url`) on /products and /home, a live view of `company`.
import { ButtonLink } from "@/components/ui/button-link";
import type { Company } from "@/lib/content/schemas";
import { live } from "@/components/live/live";

function CatalogueLinkView({ value }: { value: Company | null }) {
  if (!value?.catalogue_url) return null;
  return (
    <ButtonLink href={value.catalogue_url} variant="outline" download>
      Download catalogue (PDF)
    </ButtonLink>
  );
}

export const CatalogueLink = live("company", CatalogueLinkView);

// "Download catalogue": the company's full catalogue (`company.catalogue_url`, a PDF in public/ or at an
// https address), offered on /products and /home. A live view of `company`; nothing when there is none.
import { ButtonLink } from "@/components/ui/button-link";
import type { Company } from "@/lib/content/schemas";

export function CatalogueLink({ value }: { value: Company | null }) {
  if (!value?.catalogue_url) return null;
  return (
    <ButtonLink href={value.catalogue_url} variant="outline" download>
      Download catalogue (PDF)
    </ButtonLink>
  );
}

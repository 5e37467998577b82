// A JSON-LD script element, written through the site's serializer (lib/site/json-ld.ts). next-seo's own
// components escape only an exact "</script>", so the data is built with next-seo's types and
// processors and rendered here instead.
import { serializeJsonLd } from "@/lib/site/json-ld";

export function JsonLd({ id, data }: { id: string; data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      id={id}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

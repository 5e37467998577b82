// A JSON-LD script element through the site's serializer: next-seo's own components escape only an
// exact "</script>", so only its types and processors are used.
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

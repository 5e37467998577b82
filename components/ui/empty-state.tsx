// What a section shows when its collection has no documents: a sentence and a way forward, instead of
// an empty grid.
import { SiteLink } from "@/components/ui/site-link";

export function EmptyState({
  message,
  linkLabel,
  href,
}: {
  message: string;
  linkLabel?: string;
  href?: string;
}) {
  return (
    <div
      role="status"
      className="rounded-lg border border-dashed border-steel-300 bg-white px-6 py-10 text-center"
    >
      <p className="text-steel-600">{message}</p>
      {linkLabel && href && (
        <SiteLink
          href={href}
          className="mt-4 inline-block font-semibold text-brand-ink hover:underline"
        >
          {linkLabel}
        </SiteLink>
      )}
    </div>
  );
}

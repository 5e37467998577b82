// What a section shows instead of an empty grid: a sentence and a way forward.
import type { ReactNode } from "react";

export function EmptyState({
  message,
  linkLabel,
  href,
  children,
}: {
  message: string;
  linkLabel?: string;
  href?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role="status"
      className="rounded-lg border border-dashed border-steel-300 bg-white px-6 py-10 text-center"
    >
      <p className="text-steel-600">{message}</p>
      {linkLabel && href && (
        <a href={href} className="mt-4 inline-block font-semibold text-brand-ink hover:underline">
          {linkLabel}
        </a>
      )}
      {children}
    </div>
  );
}

// The trail above a nested page's heading, and the same trail as BreadcrumbList JSON-LD for search
// engines. The last crumb is the current page.
import Link from "next/link";
import { processors } from "next-seo";
import { JsonLd } from "@/components/seo/json-ld";
import { absoluteUrl } from "@/lib/seo";

export type Crumb = { name: string; path: string };

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const all: Crumb[] = [{ name: "Home", path: "/home" }, ...trail];
  return (
    <>
      <JsonLd
        id="breadcrumb-json-ld"
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: all.map((c, i) => processors.processBreadcrumbItem({ name: c.name, item: absoluteUrl(c.path) }, i + 1)),
        }}
      />
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {all.map((crumb, i) => (
            <li key={crumb.path} className="flex items-center gap-2">
              {i > 0 && <span aria-hidden="true">/</span>}
              {i === all.length - 1 ? (
                <span aria-current="page" className="font-semibold">
                  {crumb.name}
                </span>
              ) : (
                <Link href={crumb.path} className="underline underline-offset-4 hover:no-underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}

"use client";
// The 404 page's body. Drawn by the browser's code: Next puts the not-found page in every page's payload
// (for a notFound() after client navigation), and as a client component it is there as one reference.
import { ButtonLink } from "@/components/ui/button-link";
import { mainNav } from "@/lib/site/facts";

export function NotFoundBody() {
  return (
    <main className="bg-steel-50">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-ink">Error 404</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-steel-900 sm:text-4xl">
          We couldn&apos;t find that page
        </h1>
        <p className="mt-4 text-steel-600">
          The product, service or page you were looking for has moved or no longer exists. These
          links will get you back on track.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/products">Browse products</ButtonLink>
          <ButtonLink href="/home" variant="outline">
            Go to the home page
          </ButtonLink>
        </div>
        <nav aria-label="Site pages" className="mt-12 w-full border-t border-steel-200 pt-8">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            {mainNav.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="text-steel-700 hover:text-brand-ink hover:underline">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}

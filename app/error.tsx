"use client";
// Shown when a page fails to render (for example while the database cannot be reached and nothing is
// cached yet): a plain apology, a retry, and ways to reach the company that need no database.
import { useEffect } from "react";
import Link from "next/link";
import { telHref } from "@/lib/contact-links";
import { company } from "@/lib/site";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error("[page] render failed:", error);
  }, [error]);
  return (
    <main className="bg-steel-50">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <h1 className="text-3xl font-bold tracking-tight text-steel-900 sm:text-4xl">Something went wrong</h1>
        <p className="mt-4 text-steel-600">
          This page could not be loaded just now. Please try again in a moment. If it keeps happening, call us on{" "}
          <a href={telHref} className="font-medium text-brand hover:underline">
            {company.phone}
          </a>
          .
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => retry()}
            className="rounded-md bg-brand px-5 py-3 text-sm font-semibold text-white shadow-sm hover:brightness-110"
          >
            Try again
          </button>
          <Link href="/home" className="rounded-md border border-brand px-5 py-3 text-sm font-semibold text-brand hover:bg-brand hover:text-white">
            Go to the home page
          </Link>
        </div>
      </div>
    </main>
  );
}

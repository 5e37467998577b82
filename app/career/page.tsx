// Minimal career page for the forms work; the pages work provides the real one, which renders the
// same ApplicationForm (all form behaviour lives in the component and its action).
import type { Metadata } from "next";
import { ApplicationForm } from "@/components/forms/application-form";
import { getCareers } from "@/lib/content/read";

export const revalidate = 5;
export const metadata: Metadata = { title: "Career" };

export default async function CareerPage() {
  const careers = await getCareers();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold">Career</h1>
      <ApplicationForm positions={careers.filter((c) => c.open).map(({ id, title }) => ({ id, title }))} />
    </main>
  );
}

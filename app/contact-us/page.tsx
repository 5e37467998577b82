// Minimal contact page for the forms work; the pages work provides the real one, which renders the
// same InquiryForm (all form behaviour lives in the component and its action).
import type { Metadata } from "next";
import { InquiryForm } from "@/components/forms/inquiry-form";
import { getProducts } from "@/lib/content/read";

export const revalidate = 5;
export const metadata: Metadata = { title: "Contact us" };

export default async function ContactUsPage() {
  const products = await getProducts();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold">Contact us</h1>
      <InquiryForm products={products.map(({ id, product_name }) => ({ id, product_name }))} />
    </main>
  );
}

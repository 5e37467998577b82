// /contact-us: how to reach the company (address, phone, e-mail, WhatsApp, map, hours) and the inquiry
// form. The form reads ?product= itself on the client, so this page never reads searchParams and
// stays cacheable.
import type { Metadata } from "next";
import { sendInquiry } from "@/app/contact-us/actions";
import { InquiryForm } from "@/components/forms/inquiry-form";
import { PageHeader } from "@/components/ui/page-header";
import { Live } from "@/components/live/live";
import { getCompany, getProducts } from "@/lib/content/read";
import { issueStartToken } from "@/lib/forms/start-token";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata(): Promise<Metadata> {
  const company = await getCompany();
  return pageMetadata({
    title: "Contact us",
    description: `Call ${company.phone[0]}, e-mail or WhatsApp us, or send an inquiry for tools and grinding. Visit us in GIDC Gundlav, Valsad, Gujarat.`,
    path: "/contact-us",
    siteName: company.name,
  });
}

export default async function ContactUsPage() {
  const [products, company] = await Promise.all([getProducts(), getCompany()]);
  return (
    <main>
      <PageHeader
        eyebrow="Get in touch"
        title="Contact us"
        lead="Send a drawing, a sample or a question. Our engineers reply within one working day."
        trail={[{ name: "Contact us", path: "/contact-us" }]}
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:px-8 lg:py-16">
        <Live view="contact-details" value={company} />
        <section aria-labelledby="inquiry-heading" className="lg:col-span-3">
          <div className="rounded-lg border border-steel-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="inquiry-heading" className="text-2xl font-bold tracking-tight text-steel-900">
              Send an inquiry
            </h2>
            <p className="mt-2 text-sm text-steel-600">Fields marked * are required.</p>
            <div className="mt-6">
              <InquiryForm products={products.map((p) => ({ id: p.id, product_name: p.product_name }))} startToken={issueStartToken()} action={sendInquiry} />
            </div>
          </div>
        </section>
      </div>
    </main>
  );
}

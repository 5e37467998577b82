// The body of /contact-us, optionally for one product (/contact-us?product={id}, served from its own
// cached page, so that without JavaScript the product is preselected too).
import { ContactDetails } from "@/components/contact/contact-details";
import { inquiryUploadLinks, sendInquiry } from "@/app/contact-us/actions";
import { InquiryForm } from "@/components/forms/inquiry-form";
import { PageHeader } from "@/components/ui/page-header";
import type { Metadata } from "next";
import type { Company, Product } from "@/lib/content/schemas";
import { pageStartToken } from "@/lib/forms/checks";
import { pageMetadata } from "@/lib/site/seo";
import { catalogueChoices } from "@/lib/forms/item-choices";

export function contactMetadata(company: Company): Metadata {
  return pageMetadata({
    title: "Contact us",
    description: `Call ${company.phone[0]}, e-mail or WhatsApp us, or send an inquiry for tools, job work and regrinding. Visit us in GIDC Gundlav, Valsad, Gujarat.`,
    path: "/contact-us",
    siteName: company.name,
  });
}

type Props = { products: Product[]; company: Company; preselected?: Product };

export async function ContactPage({ products, company, preselected }: Props) {
  const choices = catalogueChoices(products);
  return (
    <main>
      <PageHeader
        eyebrow="Get in touch"
        title="Contact us"
        lead="Ask for a quote for our products, send your drawing for job work or your worn tools for regrinding. Our engineers reply within one working day."
        trail={[{ name: "Contact us", path: "/contact-us" }]}
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:px-8 lg:py-16">
        <ContactDetails value={company} />
        {/* On a phone the form comes first: a visitor sent here with a product or an inquiry list sees it,
            not the address (the header keeps the phone number in reach). */}
        <section aria-labelledby="inquiry-heading" className="max-lg:order-first lg:col-span-3">
          <div className="rounded-lg border border-steel-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="inquiry-heading" className="text-2xl font-bold tracking-tight text-steel-900">
              Send an inquiry
            </h2>
            <p className="mt-2 text-sm text-steel-600">
              Every field is needed unless it says optional.
            </p>
            <div className="mt-6">
              <InquiryForm
                products={choices}
                preselected={
                  preselected
                    ? { id: preselected.id, product_name: preselected.product_name }
                    : undefined
                }
                startToken={await pageStartToken()}
                action={sendInquiry}
                askForLinks={inquiryUploadLinks}
              />
            </div>
          </div>
        </section>
      </div>
    </main>
  );
}

"use client";
// Contact form on /contact-us. (Interface fixed here; the forms work fills it in.)
export type InquiryFormProps = { products: { id: string; product_name: string }[] };

export function InquiryForm({ products }: InquiryFormProps) {
  return <form aria-label="Inquiry" data-products={products.length} />;
}

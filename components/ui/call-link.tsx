"use client";
// A live link calling the company's first phone: in the header an icon, the number beside it from
// 1280 px; in the closing band a button.
import { LineIcon } from "@/components/ui/line-icon";
import type { Company } from "@/lib/content/schemas";
import { companyOrDefault } from "@/lib/site/company";
import { telHref } from "@/lib/site/contact-links";
import { live } from "@/components/live/live";

function CallLinkView({ value, look }: { value: Company | null; look: "header" | "band" }) {
  const phone = companyOrDefault(value).phone[0];
  if (look === "band") {
    return (
      <a
        href={telHref(phone)}
        className="inline-flex items-center justify-center rounded-md border border-white/40 px-5 py-3 text-sm font-semibold hover:bg-white/10"
      >
        Call {phone}
      </a>
    );
  }
  return (
    <a
      href={telHref(phone)}
      // Left out under 390 px and at 1024-1279 px (app/globals.css).
      className="header-call"
    >
      <LineIcon name="phone" className="h-5 w-5 text-brand-ink" />
      <span className="sr-only xl:not-sr-only">{phone}</span>
    </a>
  );
}

export const CallLink = live("company", CallLinkView);

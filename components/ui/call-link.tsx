// A live link calling the company's first phone: in the header an icon, the number beside it from
// 1280 px; in the closing band a button.
import { LineIcon } from "@/components/ui/line-icon";
import type { Company } from "@/lib/content/schemas";
import { companyOrDefault } from "@/lib/site/company";
import { telHref } from "@/lib/site/contact-links";

/** 24 × 24, 2 px stroke. */
export const PHONE_ICON =
  "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z";

export function CallLink({ value, look }: { value: Company | null; look: "header" | "band" }) {
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
      // Left out where it does not fit beside the logo and the menu button (under 390 px) or the full
      // navigation (1024–1279 px); the footer and the contact page have the number there.
      className="flex shrink-0 items-center gap-2 rounded-md p-2 text-sm font-semibold whitespace-nowrap text-steel-800 hover:text-steel-900 hover:underline focus-ring max-[389px]:hidden lg:max-xl:hidden"
    >
      <LineIcon d={PHONE_ICON} className="h-5 w-5 text-brand-ink" />
      <span className="sr-only xl:not-sr-only">{phone}</span>
    </a>
  );
}

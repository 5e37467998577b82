// The closing band's live call button, which pages hand to the views that end in that band.
import { CallLink } from "@/components/ui/call-link";
import type { Company } from "@/lib/content/schemas";

export function CallButton({ company }: { company: Company }) {
  return <CallLink value={company} look="band" />;
}

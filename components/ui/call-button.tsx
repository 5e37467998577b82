// The closing band's live call button. Pages render it and hand it to the views: a view rendering
// <Live> would make the views module import itself.
import { Live } from "@/components/live/live";
import type { Company } from "@/lib/content/schemas";

export function CallButton({ company }: { company: Company }) {
  return <Live view="call-link" value={company} look="band" />;
}

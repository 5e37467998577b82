// The call button of a page's closing band (InquiryCta's `call`), following the `company` record live.
// Pages render it and hand it to the band or to the view that draws the band; views never render a
// <Live> themselves (the views module would import itself).
import { Live } from "@/components/live/live";
import type { Company } from "@/lib/content/schemas";

export function CallButton({ company }: { company: Company }) {
  return <Live view="call-link" value={company} look="band" />;
}

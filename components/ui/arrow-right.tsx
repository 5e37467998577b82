// The arrow after "View details", drawn (the typeface lacks it, and the browser would load system fonts).
import { LineIcon } from "@/components/ui/line-icon";

export function ArrowRight() {
  return <LineIcon name="arrow" className="inline-icon" />;
}

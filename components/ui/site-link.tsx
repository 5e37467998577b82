// Every link to a page of the site. Next's Link fetches the page behind each link as soon as the link
// scrolls into view (14 requests on a view of /home at 1280 px, and their work on the main thread in the
// page's first seconds); these fetch a page ahead only when the visitor reaches for its link (pointer,
// touch or focus: components/layout/intent-prefetch.tsx), so a page view costs one request.
import Link from "next/link";
import type { ComponentProps } from "react";

export function SiteLink(props: Omit<ComponentProps<typeof Link>, "prefetch">) {
  return <Link {...props} prefetch={false} />;
}

// Every link to a page of the site. Next's Link prefetches each link in view (14 requests on /home at
// 1280 px, with main-thread work); these prefetch only on intent (components/layout/intent-prefetch.tsx).
import Link from "next/link";
import type { ComponentProps } from "react";

export function SiteLink(props: Omit<ComponentProps<typeof Link>, "prefetch">) {
  return <Link {...props} prefetch={false} />;
}

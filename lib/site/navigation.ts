// Which navigation entry matches the address the visitor is on.

/**
 * "page" for the link to exactly this page, "true" for a section the page belongs to (a product page
 * under Products), undefined otherwise: the values aria-current expects.
 */
export function currentState(pathname: string | null, href: string): "page" | "true" | undefined {
  if (!pathname) return undefined;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === href) return "page";
  if (href !== "/" && path.startsWith(`${href}/`)) return "true";
  return undefined;
}

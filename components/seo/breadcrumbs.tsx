// The trail above a nested page's heading; its JSON-LD twin is apart (breadcrumb-json-ld.tsx).

export type Crumb = { name: string; path: string };

export const fromHome = (trail: Crumb[]): Crumb[] => [{ name: "Home", path: "/home" }, ...trail];

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const all = fromHome(trail);
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {all.map((crumb, i) => (
          <li key={crumb.path} className="flex items-center gap-2">
            {i > 0 && <span aria-hidden="true">/</span>}
            {i === all.length - 1 ? (
              <span aria-current="page" className="font-semibold">
                {crumb.name}
              </span>
            ) : (
              <a href={crumb.path} className="underline underline-offset-4 hover:no-underline">
                {crumb.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

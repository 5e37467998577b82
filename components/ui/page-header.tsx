// The band at the top of every content page: breadcrumbs on nested pages, the page's only h1, and a
// short lead. The brand colour (from the `color` collection) is its background. `PageHeader` adds the
// trail's JSON-LD and is for server components; client components use `PageHeaderView`, and their
// page renders the JSON-LD itself.
import { BreadcrumbStructuredData } from "@/components/seo/breadcrumb-json-ld";
import { PageHeaderView, type PageHeaderProps } from "@/components/ui/page-header-view";

export type { PageHeaderProps };

export function PageHeader(props: PageHeaderProps) {
  return (
    <>
      {props.trail && <BreadcrumbStructuredData trail={props.trail} />}
      <PageHeaderView {...props} />
    </>
  );
}

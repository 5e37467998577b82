// The band at the top of every content page with its trail's JSON-LD, for server components.
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

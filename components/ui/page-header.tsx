// The band at the top of a content page, with the page's JSON-LD (its trail), for server components.
import { StructuredData } from "@/components/seo/json-ld";
import { PageHeaderView, type PageHeaderProps } from "@/components/ui/page-header-view";

export type { PageHeaderProps };

export function PageHeader(props: PageHeaderProps) {
  return (
    <>
      <StructuredData {...(props.trail && { trail: props.trail })} />
      <PageHeaderView {...props} />
    </>
  );
}

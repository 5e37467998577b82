// What a product or service page shows when its document is deleted while the page is open.
import { ButtonLink } from "@/components/ui/button-link";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeaderView } from "@/components/ui/page-header-view";

export function NoLongerListed({
  kind,
  listName,
  listHref,
}: {
  kind: string;
  listName: string;
  listHref: string;
}) {
  return (
    <>
      <PageHeaderView
        title={`This ${kind} is no longer listed`}
        trail={[{ name: listName, path: listHref }]}
      />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <EmptyState
          message={`This ${kind} is no longer listed. Our other ${listName.toLowerCase()} may do the job, or ask us directly.`}
        >
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink href={listHref}>See all {listName.toLowerCase()}</ButtonLink>
            <ButtonLink href="/contact-us" variant="outline">
              Ask us
            </ButtonLink>
          </div>
        </EmptyState>
      </div>
    </>
  );
}

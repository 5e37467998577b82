// What a product or service page shows when its document is deleted while the page is open: it says
// so and offers the way onward, instead of a page about something the company no longer lists.
import { ButtonLink } from "@/components/ui/button-link";
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
        <div
          role="status"
          className="rounded-lg border border-dashed border-steel-300 bg-white px-6 py-10 text-center"
        >
          <p className="text-steel-600">
            This {kind} is no longer listed. Our other {listName.toLowerCase()} may do the job, or
            ask us directly.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink href={listHref}>See all {listName.toLowerCase()}</ButtonLink>
            <ButtonLink href="/contact-us" variant="outline">
              Ask us
            </ButtonLink>
          </div>
        </div>
      </div>
    </>
  );
}

// The "Apply" section of /career and of each opening's page: the application form with its actions,
// the page's start token and the positions offered (`chosen` preselected).
import { applicationUploadLinks, sendApplication } from "@/app/career/actions";
import { ApplicationForm } from "@/components/forms/application-form";
import { Section } from "@/components/ui/section";
import { pageStartToken } from "@/lib/forms/checks";

export async function ApplySection({
  positions,
  chosen,
  intro,
}: {
  positions: { id: string; title: string }[];
  chosen?: string;
  intro?: string;
}) {
  return (
    <Section id="apply" title="Apply" intro={intro} tinted>
      <div className="max-w-3xl rounded-lg border border-steel-200 bg-white p-6 shadow-sm sm:p-8">
        <ApplicationForm
          positions={positions.map(({ id, title }) => ({ id, title }))}
          {...(chosen && { chosen })}
          startToken={await pageStartToken()}
          action={sendApplication}
          askForLinks={applicationUploadLinks}
        />
      </div>
    </Section>
  );
}

// The line beside a form's send button that points to the privacy notice. Drawn by the server and
// handed to the form (its `privacyNote`), so the forms' client code does not carry it.
import { privacyPage } from "@/lib/site/facts";

/** The notice opens in a new tab, so nothing typed is lost. */
export function PrivacyNote() {
  return (
    <p className="text-sm text-steel-600">
      How we use these details:{" "}
      <a
        href={privacyPage.href}
        target="_blank"
        className="font-semibold text-brand-ink underline underline-offset-4"
      >
        privacy notice
      </a>{" "}
      (opens in a new tab)
    </p>
  );
}

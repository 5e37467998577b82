// The full-screen page shown instead of the whole site while the owners have switched it off. Its
// markup lives in lib/http/standalone-page.ts, which the proxy's 503 answer uses too, so there is one Oops page.
import { oopsPage } from "@/lib/http/standalone-page";

export function Oops() {
  // Fixed text, escaped when the markup is built: nothing from a visitor or the database goes in.
  return <div className="contents" dangerouslySetInnerHTML={{ __html: oopsPage.markup }} />;
}

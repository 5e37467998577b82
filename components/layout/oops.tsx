// The switched-off site's page; its markup (fixed text) is the proxy's too (lib/http/standalone-page.ts).
import { oopsPage } from "@/lib/http/standalone-page";

export function Oops() {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: oopsPage.markup }} />;
}

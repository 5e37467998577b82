// The files of public/ that content names by path: read from public/, or (in the Cloud Function,
// deployed without it) from SITE_FILES written into its bundle; null where neither is there.
import { readdirSync } from "node:fs";
import path from "node:path";

let known: ReadonlySet<string> | null | undefined;

export function siteFiles(): ReadonlySet<string> | null {
  const listed = process.env.SITE_FILES;
  if (known === undefined)
    known = listed
      ? new Set(JSON.parse(listed) as string[])
      : listPublicFiles(path.join(process.cwd(), "public"));
  return known;
}

export function listPublicFiles(root: string): Set<string> | null {
  try {
    return new Set(
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name))}`)
        .map((address) => address.split(path.sep).join("/")),
    );
  } catch {
    return null;
  }
}

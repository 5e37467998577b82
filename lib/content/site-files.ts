// The files the site serves from public/, which content names by path (/images/products/reamer.svg).
// Read from public/ beside the code the first time they are asked for (the server under `npm start`, the
// content tools); the Cloud Function, deployed without public/, has the list written into its bundle
// (SITE_FILES, functions/scripts/bundle.mjs). Where neither is there, null: nothing can be checked.
import { readdirSync } from "node:fs";
import path from "node:path";

let known: ReadonlySet<string> | null | undefined;

/** Every file of public/ as its address ("/logo.svg"), or null where the list is not known. */
export function siteFiles(): ReadonlySet<string> | null {
  const listed = process.env.SITE_FILES;
  if (known === undefined)
    known = listed
      ? new Set(JSON.parse(listed) as string[])
      : listPublicFiles(path.join(process.cwd(), "public"));
  return known;
}

/** The files below `root` as site addresses, or null when it cannot be read. */
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

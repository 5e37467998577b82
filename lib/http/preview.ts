// The owners' private preview: a link (made by `npm run content -- preview <path>`) that switches one
// browser into Next's draft mode for a day, where every page shows drafts (lib/content/read.ts), is
// rendered for that request only and never cached. The link names the page and when it stops working,
// signed with PREVIEW_SECRET (lib/http/secrets.ts), so no one can make one without the site's key.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { draftMode } from "next/headers";
import { siteSecret } from "@/lib/http/secrets";
import { isSitePath } from "@/lib/site/paths";

/** The cookie of Next's draft mode (documented by Next): a session cookie the preview route makes last a day. */
export const PREVIEW_COOKIE = "__prerender_bypass";

/** How long a link works, and how long the browser stays in the preview once it was opened. */
export const PREVIEW_SECONDS = 24 * 60 * 60;

const sign = (path: string, expires: number) =>
  createHmac("sha256", siteSecret("PREVIEW_SECRET"))
    .update(`${path}\n${expires}`)
    .digest("base64url");

/** The query of a preview link for `path`, working until `now` + a day. */
export function previewQuery(path: string, now = Date.now()): string {
  const expires = now + PREVIEW_SECONDS * 1000;
  return new URLSearchParams({
    path,
    expires: String(expires),
    signature: sign(path, expires),
  }).toString();
}

export type PreviewCheck =
  { ok: true; path: string } | { ok: false; reason: "invalid" | "expired" };

/** Whether a link's query is one this site signed, for a path of this site, and not out of date. */
export function checkPreviewQuery(query: URLSearchParams, now = Date.now()): PreviewCheck {
  const path = query.get("path") ?? "";
  const expires = Number(query.get("expires"));
  const given = Buffer.from(query.get("signature") ?? "");
  if (!isSitePath(path) || !Number.isSafeInteger(expires)) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(path, expires));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "invalid" };
  if (expires < now) return { ok: false, reason: "expired" };
  return { ok: true, path };
}

/** Whether this request is in the owners' preview; false wherever there is no request (the build). */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

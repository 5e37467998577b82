// The owners' preview: a link (`npm run content -- preview <path>`) that puts one browser in Next's
// draft mode for a day, where pages show drafts and are never cached. Signed with PREVIEW_SECRET.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { draftMode } from "next/headers";
import { siteSecret } from "@/lib/http/secrets";
import { isSitePath } from "@/lib/site/paths";

/** Next's draft-mode cookie: a session cookie the preview route makes last a day. */
export const PREVIEW_COOKIE = "__prerender_bypass";

export const PREVIEW_SECONDS = 24 * 60 * 60;

const sign = (path: string, expires: number) =>
  createHmac("sha256", siteSecret("PREVIEW_SECRET"))
    .update(`${path}\n${expires}`)
    .digest("base64url");

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

/** False wherever there is no request (the build). */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

// POST /api/inquiry-uploads and /api/application-uploads: upload links for the files of one submission,
// asked for by the contact form and the application form (with JavaScript) just before they are sent;
// see lib/forms/uploads.ts. Answered per request, never cached. Also runs the sweep of abandoned uploads
// now and then, after answering: where no server process lives between requests (Vercel), this is when
// it runs.
import "server-only";
import { after } from "next/server";
import { clientAddress } from "@/lib/http/client-address";
import { bodyTextWithin } from "@/lib/http/request-body";
import {
  issueUploadLinks,
  sweepNowAndThen,
  type FileFormName,
  type UploadRequest,
} from "@/lib/forms/uploads";

/** The form's request is a few hundred bytes; anything past this is not read. */
const BODY_MAX = 64 * 1024;
const NOT_OURS = "This upload request is not one our form makes.";

export function uploadLinksRoute(formName: FileFormName) {
  return async function POST(request: Request): Promise<Response> {
    const headers = { "cache-control": "no-store" };
    const text = await bodyTextWithin(request, BODY_MAX);
    if (text === null) return Response.json({ message: NOT_OURS }, { status: 413, headers });
    let body: UploadRequest | null = null;
    try {
      body = JSON.parse(text) as UploadRequest;
    } catch {
      body = null;
    }
    if (!body || typeof body !== "object")
      return Response.json({ message: NOT_OURS }, { status: 400, headers });
    const answer = await issueUploadLinks(formName, body, {
      ip: clientAddress(request.headers),
      origin: request.headers.get("origin"),
    });
    after(() => sweepNowAndThen());
    return Response.json(answer.body, { status: answer.status, headers });
  };
}

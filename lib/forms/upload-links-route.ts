// POST /api/inquiry-uploads and /api/application-uploads: upload links for the files of one submission,
// asked for by the contact form and the application form (with JavaScript) just before they are sent;
// see lib/forms/uploads.ts. Answered per request, never cached. Also runs the sweep of abandoned uploads
// now and then, after answering: where no server process lives between requests (Vercel), this is when
// it runs.
import "server-only";
import { after } from "next/server";
import { clientAddress } from "@/lib/http/client-address";
import { issueUploadLinks, sweepNowAndThen, type FileFormName, type UploadRequest } from "@/lib/forms/uploads";

const BODY_MAX = 64 * 1024;

export function uploadLinksRoute(formName: FileFormName) {
  return async function POST(request: Request): Promise<Response> {
    const headers = { "cache-control": "no-store" };
    const text = await request.text();
    let body: UploadRequest | null = null;
    try {
      body = text.length <= BODY_MAX ? (JSON.parse(text) as UploadRequest) : null;
    } catch {
      body = null;
    }
    if (!body || typeof body !== "object") return Response.json({ message: "This upload request is not one our form makes." }, { status: 400, headers });
    const answer = await issueUploadLinks(formName, body, { ip: clientAddress(request.headers), origin: request.headers.get("origin") });
    after(() => sweepNowAndThen());
    return Response.json(answer.body, { status: answer.status, headers });
  };
}

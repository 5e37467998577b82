// POST /api/inquiry-uploads: upload links for the drawings and photos of one inquiry (lib/forms/upload-links-route.ts).
import { uploadLinksRoute } from "@/lib/forms/upload-links-route";

export const POST = uploadLinksRoute("inquiry");

// POST /api/application-uploads: upload links for the CV of one job application (lib/forms/upload-links-route.ts).
import { uploadLinksRoute } from "@/lib/forms/upload-links-route";

export const POST = uploadLinksRoute("application");

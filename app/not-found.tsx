// The 404 page, with the likely next steps.
import type { Metadata } from "next";
import { NotFoundBody } from "@/components/layout/not-found-body";

export const metadata: Metadata = {
  title: "Page not found",
  description:
    "The page you were looking for does not exist. Browse our products or go back to the home page.",
  // No robots here: Next marks every 404 answer noindex itself, and a second tag would repeat it.
};

export default function NotFound() {
  return <NotFoundBody />;
}

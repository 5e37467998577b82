import type { Metadata } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { Oops } from "@/components/layout/oops";
import { getColor, getProject } from "@/lib/content/read";
import { company, siteUrl } from "@/lib/site";

// Pages are served from cache and refreshed from Firestore at most every 5 seconds
// (CONTENT_REVALIDATE_SECONDS in lib/site.ts; Next needs the literal here).
export const revalidate = 5;

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: `${company.name} | Tool making and grinding in Valsad`, template: `%s | ${company.name}` },
  description: company.description,
  keywords: [...company.keywords],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [project, color] = await Promise.all([getProject(), getColor()]);
  return (
    <html lang="en" style={{ ["--brand" as string]: color.code }}>
      <body>{project.online ? children : <Oops />}</body>
    </html>
  );
}

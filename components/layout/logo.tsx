// The company logo, 60 px high as the specification fixes, linking to the start page.
import Image from "next/image";
import Link from "next/link";
import { company, LOGO_HEIGHT_PX } from "@/lib/site";

// The drawing's own proportions (public/logo.svg is 264 × 60).
const LOGO_WIDTH_PX = Math.round((264 / 60) * LOGO_HEIGHT_PX);

export function Logo({ className = "", priority = false }: { className?: string; priority?: boolean }) {
  return (
    <Link href="/" className={`inline-flex shrink-0 items-center ${className}`} aria-label={`${company.name}, home`}>
      <Image
        src="/logo.svg"
        alt=""
        width={LOGO_WIDTH_PX}
        height={LOGO_HEIGHT_PX}
        priority={priority}
        unoptimized
        style={{ height: LOGO_HEIGHT_PX, width: "auto" }}
      />
    </Link>
  );
}

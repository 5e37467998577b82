// The company logo, 60 px high, linking to the start page; below about 342 px it shrinks rather than
// push the menu button off the screen.
import { LOGO_HEIGHT_PX } from "@/lib/site/facts";

// The drawing's own proportions (public/logo.svg is 264 × 60).
const LOGO_WIDTH_PX = Math.round((264 / 60) * LOGO_HEIGHT_PX);

export function Logo({
  name,
  className = "",
  priority = false,
}: {
  name: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <a href="/" className={`flex min-w-0 items-center ${className}`} aria-label={`${name}, home`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a drawing: nothing for next/image to do */}
      <img
        src="/logo.svg"
        alt=""
        width={LOGO_WIDTH_PX}
        height={LOGO_HEIGHT_PX}
        decoding="async"
        {...(priority && { fetchPriority: "high" as const })}
        style={{ width: LOGO_WIDTH_PX, maxWidth: "100%", height: "auto" }}
      />
    </a>
  );
}

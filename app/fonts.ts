// The site's typeface, served with the site: Inter (variable weight, Latin; SIL Open Font License), cut to
// the weights the pages use (lib/site/typeface/cut.ts). A font of the site's own, rather than whatever each
// device names "sans-serif", makes every page read the same on every device. It also spares the browser its
// font lookups: on Linux each family and size of a system font is asked of the browser process, which
// blocks the page's first layout (measured on this site: 11 such queries, 62-160 ms per page load).
// next/font preloads the file, and sizes a local fallback to Inter's metrics for the moment before
// it arrives, so the swap does not move the page.
import localFont from "next/font/local";

export const inter = localFont({
  src: "../lib/site/typeface/inter-latin-400-700.woff2",
  weight: "400 700",
  style: "normal",
  display: "swap",
  variable: "--font-inter",
  fallback: ["system-ui", "sans-serif"],
});

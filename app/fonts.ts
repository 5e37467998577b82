// The site's typeface (lib/site/typeface/cut.ts): the same on every device, and it spares the browser's
// system-font lookups, which block the first layout on Linux (measured: 11 queries, 62-160 ms a load).
// next/font sizes a fallback to Inter's metrics, so the swap does not move the page.
import localFont from "next/font/local";

export const inter = localFont({
  src: "../lib/site/typeface/inter-latin-400-700.woff2",
  weight: "400 700",
  style: "normal",
  display: "swap",
  variable: "--font-inter",
  fallback: ["system-ui", "sans-serif"],
});

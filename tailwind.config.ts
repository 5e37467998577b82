// Theme of the site. The brand colours are custom properties set at run time (lib/site/theme.ts).
import type { Config } from "tailwindcss";

const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: "var(--brand)",
        "on-brand": "var(--on-brand)",
        "brand-ink": "var(--brand-ink)",
        "brand-deep": "var(--brand-deep)",
        steel: {
          50: "#f5f7f9",
          100: "#e8ecf0",
          200: "#cfd7df",
          300: "#a9b6c3",
          400: "#7b8ea1",
          500: "#5b6f83",
          600: "#47586a",
          700: "#3a4856",
          800: "#2b3540",
          900: "#1c232b",
        },
      },
      spacing: { header: "60px" },
      fontFamily: {
        // The site's own typeface; next/font's variable names the device's fonts after it (app/fonts.ts).
        sans: ["var(--font-inter)"],
      },
    },
  },
};

export default config;

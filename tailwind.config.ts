// Theme of the site. The brand colour comes from the `color` collection at run time through the
// --brand custom property (set on <html> by the root layout), so Tailwind only points at it.
import type { Config } from "tailwindcss";

const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: "var(--brand)",
        "on-brand": "var(--on-brand)",
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
        sans: [
          "ui-sans-serif",
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Helvetica Neue",
          "Arial",
          "Noto Sans",
          "sans-serif",
        ],
      },
    },
  },
};

export default config;

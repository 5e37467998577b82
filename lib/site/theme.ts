// The theme colours derived from the owners' `color` record, computed here and nowhere else: the brand
// colour itself, the text colour that reads on it, and darker shades of it for brand-coloured text and
// borders on light backgrounds and for the dark home-page band. The root layout sets them on <html>; a
// live colour change sets the same entries on the document, so every surface changes together. The live
// theme loads it in the browser on demand, so it stays small, free of zod and out of the first load.
import { isCssColor, NAMED_COLORS } from "@/lib/content/css-color";
import { DEFAULT_BRAND_COLOR } from "@/lib/site/facts";

export type Rgb = { r: number; g: number; b: number; a: number };

/**
 * Light and dark text for the brand background; the one with more contrast wins. Pure white and black
 * guarantee at least 4.58:1 on any opaque colour, above the WCAG AA threshold for body text.
 */
export const LIGHT_TEXT = "#ffffff";
export const DARK_TEXT = "#000000";

/** WCAG AA for body text; large text and the edges of controls need 3:1, so this covers both. */
const TEXT_CONTRAST = 4.5;
/** The dark band (home-page hero) carries white text with a lighter tint over it: kept at AAA. */
const DEEP_CONTRAST = 7;
/**
 * The darkest light surface brand-coloured text sits on (steel-100 in tailwind.config.ts, used for
 * tinted sections and hovered menu rows); a shade that reads there reads on white too.
 */
export const LIGHT_SURFACE = "#e8ecf0";

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function channel(token: string): number {
  return token.endsWith("%") ? (parseFloat(token) / 100) * 255 : parseFloat(token);
}

function alpha(token: string | undefined): number {
  if (token === undefined) return 1;
  return clamp(token.endsWith("%") ? parseFloat(token) / 100 : parseFloat(token), 0, 1);
}

function hue(token: string): number {
  const n = parseFloat(token);
  if (token.endsWith("turn")) return n * 360;
  if (token.endsWith("grad")) return n * 0.9;
  if (token.endsWith("rad")) return (n * 180) / Math.PI;
  return n;
}

function fromHex(hex: string): Rgb {
  let h = hex.replace("#", "");
  if (h.length <= 4) h = [...h].map((c) => c + c).join("");
  const n = (i: number) => parseInt(h.slice(i, i + 2), 16);
  return { r: n(0), g: n(2), b: n(4), a: h.length === 8 ? n(6) / 255 : 1 };
}

function fromHsl(h: number, s: number, l: number, a: number): Rgb {
  // The CSS Color 4 conversion from hue, saturation and lightness to sRGB.
  const sat = clamp(s, 0, 100) / 100;
  const light = clamp(l, 0, 100) / 100;
  const f = (n: number) => {
    const k = (n + (((h % 360) + 360) % 360) / 30) % 12;
    return light - sat * Math.min(light, 1 - light) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255, a };
}

/** The sRGB value of a CSS colour accepted by `isCssColor`, or null for anything else. */
export function parseCssColor(value: string): Rgb | null {
  const v = value.trim().toLowerCase();
  if (!isCssColor(v)) return null;
  if (v.startsWith("#")) return fromHex(v);
  const named = NAMED_COLORS.get(v);
  if (named) return fromHex(named);
  const parts = v
    .slice(v.indexOf("(") + 1, -1)
    .split(/[\s,/]+/)
    .filter(Boolean);
  if (v.startsWith("rgb")) {
    return {
      r: clamp(channel(parts[0]), 0, 255),
      g: clamp(channel(parts[1]), 0, 255),
      b: clamp(channel(parts[2]), 0, 255),
      a: alpha(parts[3]),
    };
  }
  return fromHsl(hue(parts[0]), parseFloat(parts[1]), parseFloat(parts[2]), alpha(parts[3]));
}

/** WCAG relative luminance of an opaque colour. */
function luminance({ r, g, b }: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A translucent brand colour is seen over the white page, so contrast is judged on the blend. */
function overWhite(c: Rgb): Rgb {
  const mix = (v: number) => v * c.a + 255 * (1 - c.a);
  return { r: mix(c.r), g: mix(c.g), b: mix(c.b), a: 1 };
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(clamp(v, 0, 255))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Light or dark text, whichever reads better on the opaque colour `bg`. */
function textOn(bg: Rgb): string {
  return contrastRatio(bg, fromHex(LIGHT_TEXT)) >= contrastRatio(bg, fromHex(DARK_TEXT))
    ? LIGHT_TEXT
    : DARK_TEXT;
}

// Darkening in small steps keeps the brand's hue; black reaches 17:1 on the light surface, so a step
// that passes always exists. The check runs on the rounded hex value that is actually used.
const SHADE_STEPS = 200;

/** The lightest shade of `colour` (towards black) with at least `ratio` contrast against `against`. */
function shadeReaching(colour: Rgb, against: Rgb, ratio: number): string {
  for (let step = 0; step <= SHADE_STEPS; step++) {
    const keep = 1 - step / SHADE_STEPS;
    const hex = toHex({ r: colour.r * keep, g: colour.g * keep, b: colour.b * keep, a: 1 });
    if (contrastRatio(fromHex(hex), against) >= ratio) return hex;
  }
  return "#000000";
}

/** The brand colour to use: the stored one when it is a colour (it ends up in a style attribute), else the default. */
function brandColour(code: string | undefined): { css: string; rgb: Rgb } {
  const trimmed = (code ?? "").trim();
  const parsed = parseCssColor(trimmed);
  return parsed
    ? { css: trimmed, rgb: parsed }
    : { css: DEFAULT_BRAND_COLOR, rgb: fromHex(DEFAULT_BRAND_COLOR) };
}

/**
 * The CSS custom properties of the theme for the stored colour `code` (Tailwind maps `brand`,
 * `on-brand`, `brand-ink` and `brand-deep` to them):
 * - `--brand`: the colour as stored (or the default when it is not a colour); a translucent one as it
 *   looks on the white page, since a brand button also sits on dark bands, where it would look otherwise;
 * - `--on-brand`: text on a brand background;
 * - `--brand-veil`: the tint a brand band is shaded with; it moves the background away from the text;
 * - `--brand-ink`: brand-coloured text, borders and marks on light backgrounds (4.5:1 on LIGHT_SURFACE);
 * - `--brand-deep`: a dark shade of the brand under white text (7:1).
 */
export function themeVariables(code: string | undefined): Record<string, string> {
  const brand = brandColour(code);
  const opaque = overWhite(brand.rgb);
  const onBrand = textOn(opaque);
  return {
    "--brand": brand.rgb.a < 1 ? toHex(opaque) : brand.css,
    "--on-brand": onBrand,
    "--brand-veil": onBrand === LIGHT_TEXT ? "rgba(0, 0, 0, 0.35)" : "rgba(255, 255, 255, 0.35)",
    "--brand-ink": shadeReaching(opaque, fromHex(LIGHT_SURFACE), TEXT_CONTRAST),
    "--brand-deep": shadeReaching(opaque, fromHex(LIGHT_TEXT), DEEP_CONTRAST),
  };
}

// The theme colours derived from the owners' `color` record: the brand colour itself (already checked by
// the content schema) and a text colour that stays readable on it. The root layout uses it on the server;
// the live theme loads it in the browser on demand, so it never weighs on a page's first load.
import { isCssColor } from "@/lib/content/css-color";
import { DEFAULT_BRAND_COLOR } from "@/lib/site";

export type Rgb = { r: number; g: number; b: number; a: number };

/**
 * Light and dark text for the brand background; the one with more contrast wins. Pure white and black
 * guarantee at least 4.58:1 on any opaque colour, above the WCAG AA threshold for body text.
 */
export const LIGHT_TEXT = "#ffffff";
export const DARK_TEXT = "#000000";

// CSS named colours as 6-digit hex, packed to keep the table short.
const NAMED_HEX =
  "aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc bisque:ffe4c4 " +
  "black:000000 blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a burlywood:deb887 " +
  "cadetblue:5f9ea0 chartreuse:7fff00 chocolate:d2691e coral:ff7f50 cornflowerblue:6495ed cornsilk:fff8dc " +
  "crimson:dc143c cyan:00ffff darkblue:00008b darkcyan:008b8b darkgoldenrod:b8860b darkgray:a9a9a9 " +
  "darkgreen:006400 darkgrey:a9a9a9 darkkhaki:bdb76b darkmagenta:8b008b darkolivegreen:556b2f " +
  "darkorange:ff8c00 darkorchid:9932cc darkred:8b0000 darksalmon:e9967a darkseagreen:8fbc8f " +
  "darkslateblue:483d8b darkslategray:2f4f4f darkslategrey:2f4f4f darkturquoise:00ced1 darkviolet:9400d3 " +
  "deeppink:ff1493 deepskyblue:00bfff dimgray:696969 dimgrey:696969 dodgerblue:1e90ff firebrick:b22222 " +
  "floralwhite:fffaf0 forestgreen:228b22 fuchsia:ff00ff gainsboro:dcdcdc ghostwhite:f8f8ff gold:ffd700 " +
  "goldenrod:daa520 gray:808080 green:008000 greenyellow:adff2f grey:808080 honeydew:f0fff0 hotpink:ff69b4 " +
  "indianred:cd5c5c indigo:4b0082 ivory:fffff0 khaki:f0e68c lavender:e6e6fa lavenderblush:fff0f5 " +
  "lawngreen:7cfc00 lemonchiffon:fffacd lightblue:add8e6 lightcoral:f08080 lightcyan:e0ffff " +
  "lightgoldenrodyellow:fafad2 lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 lightpink:ffb6c1 " +
  "lightsalmon:ffa07a lightseagreen:20b2aa lightskyblue:87cefa lightslategray:778899 lightslategrey:778899 " +
  "lightsteelblue:b0c4de lightyellow:ffffe0 lime:00ff00 limegreen:32cd32 linen:faf0e6 magenta:ff00ff " +
  "maroon:800000 mediumaquamarine:66cdaa mediumblue:0000cd mediumorchid:ba55d3 mediumpurple:9370db " +
  "mediumseagreen:3cb371 mediumslateblue:7b68ee mediumspringgreen:00fa9a mediumturquoise:48d1cc " +
  "mediumvioletred:c71585 midnightblue:191970 mintcream:f5fffa mistyrose:ffe4e1 moccasin:ffe4b5 " +
  "navajowhite:ffdead navy:000080 oldlace:fdf5e6 olive:808000 olivedrab:6b8e23 orange:ffa500 " +
  "orangered:ff4500 orchid:da70d6 palegoldenrod:eee8aa palegreen:98fb98 paleturquoise:afeeee " +
  "palevioletred:db7093 papayawhip:ffefd5 peachpuff:ffdab9 peru:cd853f pink:ffc0cb plum:dda0dd " +
  "powderblue:b0e0e6 purple:800080 rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f royalblue:4169e1 " +
  "saddlebrown:8b4513 salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 seashell:fff5ee sienna:a0522d " +
  "silver:c0c0c0 skyblue:87ceeb slateblue:6a5acd slategray:708090 slategrey:708090 snow:fffafa " +
  "springgreen:00ff7f steelblue:4682b4 tan:d2b48c teal:008080 thistle:d8bfd8 tomato:ff6347 " +
  "turquoise:40e0d0 violet:ee82ee wheat:f5deb3 white:ffffff whitesmoke:f5f5f5 yellow:ffff00 " +
  "yellowgreen:9acd32";

const NAMED = new Map(NAMED_HEX.split(" ").map((pair) => pair.split(":") as [string, string]));

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
  const named = NAMED.get(v);
  if (named) return fromHex(named);
  const parts = v.slice(v.indexOf("(") + 1, -1).split(/[\s,/]+/).filter(Boolean);
  if (v.startsWith("rgb")) {
    return { r: clamp(channel(parts[0]), 0, 255), g: clamp(channel(parts[1]), 0, 255), b: clamp(channel(parts[2]), 0, 255), a: alpha(parts[3]) };
  }
  return fromHsl(hue(parts[0]), parseFloat(parts[1]), parseFloat(parts[2]), alpha(parts[3]));
}

/** WCAG relative luminance of an opaque colour. */
export function luminance({ r, g, b }: Rgb): number {
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

/** Light or dark text, whichever reads better on `background`. */
export function readableTextOn(background: string): string {
  const bg = overWhite(parseCssColor(background) ?? fromHex(DEFAULT_BRAND_COLOR));
  const light = contrastRatio(bg, fromHex(LIGHT_TEXT));
  const dark = contrastRatio(bg, fromHex(DARK_TEXT));
  return light >= dark ? LIGHT_TEXT : DARK_TEXT;
}

export type Theme = { brand: string; onBrand: string };

/**
 * The CSS custom properties for the root element. The content schema already refuses anything that is
 * not a colour; this checks again because the value ends up in a style attribute.
 */
export function themeFromColor(code: string | undefined): Theme {
  const brand = code && isCssColor(code) ? code.trim() : DEFAULT_BRAND_COLOR;
  return { brand, onBrand: readableTextOn(brand) };
}

/**
 * The CSS custom properties of the theme, by name, for the root element: set by the root layout on the
 * server and by the live theme in the browser, so both turn a stored colour into the same variables.
 */
export function themeVariables(code: string): Record<string, string> {
  const theme = themeFromColor(code);
  return { "--brand": theme.brand, "--on-brand": theme.onBrand };
}

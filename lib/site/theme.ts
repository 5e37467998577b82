// The theme colours from the `color` record, computed here only: which colours an owner may type (only
// a colour reaches a style attribute), text that reads on the brand, and darker shades for brand text on
// light backgrounds and the dark band. Set on <html> by the layout and by a live change alike.
import { colord, extend, type Colord } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import namesPlugin from "colord/plugins/names";
import { DEFAULT_BRAND_COLOR } from "@/lib/site/facts";

extend([namesPlugin, a11yPlugin]);

export type Rgb = { r: number; g: number; b: number; a: number };

/** White and black guarantee at least 4.58:1 on any opaque colour: one of them always reads on it. */
export const LIGHT_TEXT = "#ffffff";
export const DARK_TEXT = "#000000";
/** WCAG AA for body text (large text and controls need 3:1, so this covers both). */
const TEXT_CONTRAST = 4.5;
/** The dark band (home-page hero) carries white text with a lighter tint over it: kept at AAA. */
const DEEP_CONTRAST = 7;
/**
 * The darkest light surface brand-coloured text sits on (steel-100 in tailwind.config.ts: tinted
 * sections, hovered menu rows); a shade that reads there reads on white too.
 */
export const LIGHT_SURFACE = "#e8ecf0";

function colour(value: string): Colord | null {
  const v = value.trim().toLowerCase();
  const parsed = v && v.length <= 64 ? colord(v) : null;
  return parsed?.isValid() ? parsed : null;
}

export const isCssColor = (value: string) => colour(value) !== null;

export const parseCssColor = (value: string): Rgb | null => colour(value)?.rgba ?? null;

export const contrastRatio = (a: Rgb, b: Rgb) => colord(a).contrast(colord(b));

/** A translucent brand colour is seen over the white page, so contrast is judged on the blend. */
const overWhite = (c: Rgb): Rgb => {
  const mix = (v: number) => v * c.a + 255 * (1 - c.a);
  return { r: mix(c.r), g: mix(c.g), b: mix(c.b), a: 1 };
};

/** The lightest shade of `c` towards black (which keeps its hue) that reaches `ratio` against `on`. */
function shadeReaching(c: Rgb, on: string, ratio: number): string {
  for (let keep = 1; keep > 0; keep -= 0.005) {
    const shade = colord({ r: c.r * keep, g: c.g * keep, b: c.b * keep }).toHex();
    if (colord(shade).contrast(on) >= ratio) return shade;
  }
  return DARK_TEXT;
}

/**
 * `--brand` as stored (translucent: as seen on white), `--on-brand` text on it, `--brand-veil` the tint
 * of a brand band, `--brand-ink` brand text on light backgrounds, `--brand-deep` under white text.
 */
export function themeVariables(code: string | undefined): Record<string, string> {
  const stored = parseCssColor(code ?? "");
  const rgb = stored ?? colord(DEFAULT_BRAND_COLOR).rgba;
  const opaque = overWhite(rgb);
  const light = colord(opaque).contrast(LIGHT_TEXT) >= colord(opaque).contrast(DARK_TEXT);
  return {
    "--brand": rgb.a < 1 ? colord(opaque).toHex() : stored ? code!.trim() : DEFAULT_BRAND_COLOR,
    "--on-brand": light ? LIGHT_TEXT : DARK_TEXT,
    "--brand-veil": light ? "rgba(0, 0, 0, 0.35)" : "rgba(255, 255, 255, 0.35)",
    "--brand-ink": shadeReaching(opaque, LIGHT_SURFACE, TEXT_CONTRAST),
    "--brand-deep": shadeReaching(opaque, LIGHT_TEXT, DEEP_CONTRAST),
  };
}

// The theme colours: parsing what the owners type, and the text colour and brand shades computed from
// it, which must keep every page readable for any colour the schema accepts.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import {
  contrastRatio,
  DARK_TEXT,
  LIGHT_SURFACE,
  LIGHT_TEXT,
  parseCssColor,
  themeVariables,
  type Rgb,
} from "@/lib/site/theme";
import { DEFAULT_BRAND_COLOR } from "@/lib/site/facts";

const rgb = (css: string): Rgb => {
  const parsed = parseCssColor(css);
  if (!parsed) throw new Error(`not a colour: ${css}`);
  return parsed;
};
const overWhite = (c: Rgb): Rgb => ({
  r: c.r * c.a + 255 * (1 - c.a),
  g: c.g * c.a + 255 * (1 - c.a),
  b: c.b * c.a + 255 * (1 - c.a),
  a: 1,
});
const WHITE = rgb("#ffffff");
const NAMED = [
  "aliceblue",
  "gold",
  "yellow",
  "navy",
  "rebeccapurple",
  "white",
  "black",
  "tomato",
  "khaki",
];

describe("parseCssColor", () => {
  test.each([
    ["#1f4e79", { r: 31, g: 78, b: 121, a: 1 }],
    ["#fff", { r: 255, g: 255, b: 255, a: 1 }],
    ["#00000080", { r: 0, g: 0, b: 0, a: 128 / 255 }],
    ["navy", { r: 0, g: 0, b: 128, a: 1 }],
    ["RebeccaPurple", { r: 102, g: 51, b: 153, a: 1 }],
    ["gold", { r: 255, g: 215, b: 0, a: 1 }],
    ["rgb(10, 20, 30)", { r: 10, g: 20, b: 30, a: 1 }],
    ["rgb(10 20 30 / 50%)", { r: 10, g: 20, b: 30, a: 0.5 }],
    ["rgba(100%, 0%, 0%, 0.25)", { r: 255, g: 0, b: 0, a: 0.25 }],
  ])("%s", (input, expected) => {
    const got = rgb(input);
    for (const key of ["r", "g", "b", "a"] as const) expect(got[key]).toBeCloseTo(expected[key], 2);
  });

  test("hsl() converts to the same colour as its hex form", () => {
    const hsl = rgb("hsl(210, 59%, 30%)");
    expect(Math.round(hsl.r)).toBeCloseTo(31, -1);
    expect(Math.round(hsl.b)).toBeCloseTo(122, -1);
    expect(parseCssColor("hsl(0.5turn 100% 50%)")).toMatchObject({ r: 0, g: 255, b: 255 });
  });

  test("the CSS colour names have their values, in any case", () => {
    for (const name of NAMED) expect(parseCssColor(name)).not.toBeNull();
    expect(parseCssColor("LightGoldenRodYellow")).toMatchObject({ r: 250, g: 250, b: 210 });
  });

  test.each([
    "red; background-image: url(x)",
    "url(javascript:alert(1))",
    "expression(alert(1))",
    "",
    "#12345",
    "notacolour",
  ])("refuses %p", (input) => expect(parseCssColor(input)).toBeNull());
});

describe("themeVariables", () => {
  test("the stylesheet's defaults (the page shown when the layout cannot render) are the default colour's theme", () => {
    const root = /:root\s*\{([^}]*)\}/.exec(readFileSync("app/globals.css", "utf8"))?.[1] ?? "";
    const declared = Object.fromEntries(
      [...root.matchAll(/(--brand[\w-]*|--on-brand):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]),
    );
    expect(declared).toEqual(themeVariables(DEFAULT_BRAND_COLOR));
  });

  test.each([
    ["#1f4e79", LIGHT_TEXT],
    ["navy", LIGHT_TEXT],
    ["black", LIGHT_TEXT],
    ["#000000", LIGHT_TEXT],
    ["#b91c1c", LIGHT_TEXT],
    ["gold", DARK_TEXT],
    ["yellow", DARK_TEXT],
    ["#ffffff", DARK_TEXT],
    ["#f59e0b", DARK_TEXT],
    ["rgb(0 0 0 / 0.1)", DARK_TEXT],
  ])("text on %s is %s", (code, text) => expect(themeVariables(code)["--on-brand"]).toBe(text));

  test("keeps the stored colour (trimmed) and leaves a brand that already reads on light backgrounds as it is", () => {
    const vars = themeVariables(" #1F4E79 ");
    expect(vars["--brand"]).toBe("#1F4E79");
    expect(vars["--brand-ink"]).toBe("#1f4e79");
    expect(vars["--brand-deep"]).toBe("#1f4e79");
    expect(vars["--brand-veil"]).toBe("rgba(0, 0, 0, 0.35)");
  });

  test("darkens a light brand for text on white, keeping its hue", () => {
    const vars = themeVariables("gold");
    const ink = rgb(vars["--brand-ink"]);
    expect(contrastRatio(rgb("gold"), WHITE)).toBeLessThan(2);
    expect(contrastRatio(ink, WHITE)).toBeGreaterThanOrEqual(4.5);
    // Still a gold: red above green above blue, in the same proportions.
    expect(ink.g / ink.r).toBeCloseTo(215 / 255, 1);
    expect(ink.b).toBe(0);
    // Black text on it, so the band is shaded lighter, never darker.
    expect(vars["--brand-veil"]).toBe("rgba(255, 255, 255, 0.35)");
  });

  test.each([
    undefined,
    "",
    "red; background-image: url(https://evil.example/x.png)",
    "</style><script>",
  ])("falls back to the default for %p", (code) =>
    expect(themeVariables(code)).toEqual(themeVariables(DEFAULT_BRAND_COLOR)),
  );

  const hex2 = fc.integer({ min: 0, max: 255 }).map((n) => n.toString(16).padStart(2, "0"));
  const anyColour = fc.oneof(
    fc.tuple(hex2, hex2, hex2).map(([r, g, b]) => `#${r}${g}${b}`),
    fc.tuple(hex2, hex2, hex2, hex2).map(([r, g, b, a]) => `#${r}${g}${b}${a}`),
    fc
      .tuple(
        fc.integer({ min: 0, max: 360 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
      )
      .map(([h, s, l]) => `hsl(${h} ${s}% ${l}%)`),
    fc
      .tuple(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
      )
      .map(([r, g, b, a]) => `rgba(${r}, ${g}, ${b}, ${a.toFixed(2)})`),
    fc.constantFrom(...NAMED),
  );

  test("for any colour: text on the brand reaches 4.5:1, brand text on light surfaces 4.5:1, white on the deep shade 7:1", () => {
    fc.assert(
      fc.property(anyColour, (code) => {
        const vars = themeVariables(code);
        const band = overWhite(rgb(vars["--brand"]));
        const ink = rgb(vars["--brand-ink"]);
        expect(contrastRatio(band, rgb(vars["--on-brand"]))).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(ink, rgb(LIGHT_SURFACE))).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(ink, WHITE)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(rgb(vars["--brand-deep"]), WHITE)).toBeGreaterThanOrEqual(7);
        // The veil shades the band away from its text: dark under white text, light under black.
        expect(
          vars["--brand-veil"].startsWith(
            vars["--on-brand"] === LIGHT_TEXT ? "rgba(0, 0, 0" : "rgba(255, 255, 255",
          ),
        ).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  test("a translucent colour is used as it looks on the white page, so a brand button on a dark band is what was checked", () => {
    expect(themeVariables("#0000")["--brand"]).toBe("#ffffff");
    expect(themeVariables("#0000")["--on-brand"]).toBe(DARK_TEXT);
    expect(themeVariables("rgb(31 78 121 / 50%)")["--brand"]).toBe("#8fa7bc");
    expect(themeVariables("rgb(31 78 121)")["--brand"]).toBe("rgb(31 78 121)");
  });

  test("every grey from white to black stays readable", () => {
    for (let v = 0; v <= 255; v++) {
      const vars = themeVariables(`rgb(${v}, ${v}, ${v})`);
      expect(
        contrastRatio(rgb(`rgb(${v}, ${v}, ${v})`), rgb(vars["--on-brand"])),
      ).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(rgb(vars["--brand-ink"]), rgb(LIGHT_SURFACE))).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });
});

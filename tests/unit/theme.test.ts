// The brand colour and the text colour chosen for it.
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, parseCssColor, readableTextOn, themeFromColor } from "@/lib/theme";
import { DEFAULT_BRAND_COLOR } from "@/lib/site";

describe("parseCssColor", () => {
  test.each([
    ["#1f4e79", { r: 31, g: 78, b: 121, a: 1 }],
    ["#fff", { r: 255, g: 255, b: 255, a: 1 }],
    ["#00000080", { r: 0, g: 0, b: 0, a: 128 / 255 }],
    ["navy", { r: 0, g: 0, b: 128, a: 1 }],
    ["RebeccaPurple", { r: 102, g: 51, b: 153, a: 1 }],
    ["rgb(10, 20, 30)", { r: 10, g: 20, b: 30, a: 1 }],
    ["rgb(10 20 30 / 50%)", { r: 10, g: 20, b: 30, a: 0.5 }],
    ["rgba(100%, 0%, 0%, 0.25)", { r: 255, g: 0, b: 0, a: 0.25 }],
  ])("%s", (input, expected) => {
    const got = parseCssColor(input);
    expect(got).not.toBeNull();
    for (const key of ["r", "g", "b", "a"] as const) expect(got![key]).toBeCloseTo(expected[key], 2);
  });

  test("hsl() converts to the same colour as its hex form", () => {
    const hsl = parseCssColor("hsl(210, 59%, 30%)")!;
    expect(Math.round(hsl.r)).toBeCloseTo(31, -1);
    expect(Math.round(hsl.b)).toBeCloseTo(122, -1);
    expect(parseCssColor("hsl(0.5turn 100% 50%)")).toMatchObject({ r: 0, g: 255, b: 255 });
  });

  test.each(["red; background-image: url(x)", "url(javascript:alert(1))", "expression(alert(1))", "", "#12345", "notacolour"])(
    "refuses %p",
    (input) => expect(parseCssColor(input)).toBeNull(),
  );
});

describe("readableTextOn", () => {
  test.each([
    ["#1f4e79", LIGHT_TEXT],
    ["navy", LIGHT_TEXT],
    ["black", LIGHT_TEXT],
    ["#b91c1c", LIGHT_TEXT],
    ["yellow", DARK_TEXT],
    ["#ffffff", DARK_TEXT],
    ["#f59e0b", DARK_TEXT],
    ["rgb(0 0 0 / 0.1)", DARK_TEXT],
  ])("on %s uses %s", (bg, text) => expect(readableTextOn(bg)).toBe(text));

  test("the chosen text has at least 4.5:1 contrast on any opaque colour", () => {
    const greys = Array.from({ length: 256 }, (_, v) => `rgb(${v}, ${v}, ${v})`);
    for (const bg of ["#1f4e79", "teal", "crimson", "#ffcc00", "darkgreen", "hsl(200 80% 40%)", "orange", "purple", ...greys]) {
      const text = readableTextOn(bg);
      expect(contrastRatio(parseCssColor(bg)!, parseCssColor(text)!)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("themeFromColor", () => {
  test("keeps a valid colour and pairs it with readable text", () => {
    expect(themeFromColor(" #B91C1C ")).toEqual({ brand: "#B91C1C", onBrand: LIGHT_TEXT });
  });

  test.each([undefined, "", "red; background-image: url(https://evil.example/x.png)", "</style><script>"])(
    "falls back to the default for %p",
    (code) => expect(themeFromColor(code)).toEqual({ brand: DEFAULT_BRAND_COLOR, onBrand: LIGHT_TEXT }),
  );
});

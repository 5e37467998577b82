// The part of subset-font's API (it ships no types) that cut.ts uses.
declare module "subset-font" {
  type Options = {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    keepAllGlyphs?: boolean;
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    preserveNameIds?: number[];
  };
  export default function subsetFont(
    font: Buffer,
    text: string | undefined,
    options?: Options,
  ): Promise<Buffer>;
}

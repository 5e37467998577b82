// The one way structured data is written into a page. JSON inside <script> ends at the first "</script"
// in any spelling ("</script >", "</SCRIPT\t"), and "<!--" changes how the rest is parsed, so every
// "<", ">" and "&" is written as a \u escape; U+2028 and U+2029 are escaped too, because older JavaScript
// parsers take them for line ends. The JSON means exactly the same after parsing.
const ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]);
}

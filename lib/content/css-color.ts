// Recognises the CSS colours an owner may type into `color.code`: hex, rgb()/rgba(), hsl()/hsla() and
// the named colours. Anything else is refused, so nothing but a colour ever reaches a style attribute.

const NAMED = new Set(
  (
    "aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown " +
    "burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan " +
    "darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid " +
    "darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet " +
    "deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro " +
    "ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki " +
    "lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow " +
    "lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray " +
    "lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine " +
    "mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen " +
    "mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace " +
    "olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred " +
    "papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue " +
    "saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey " +
    "snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow " +
    "yellowgreen"
  ).split(" "),
);

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUM = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const PCT_OR_NUM = `${NUM}%?`;
const HUE = `${NUM}(?:deg|rad|turn|grad)?`;
const ALPHA = `(?:\\s*[,/]\\s*${PCT_OR_NUM})?`;
const RGB = new RegExp(
  `^rgba?\\(\\s*${PCT_OR_NUM}\\s*[, ]\\s*${PCT_OR_NUM}\\s*[, ]\\s*${PCT_OR_NUM}${ALPHA}\\s*\\)$`,
  "i",
);
const HSL = new RegExp(
  `^hsla?\\(\\s*${HUE}\\s*[, ]\\s*${PCT_OR_NUM}\\s*[, ]\\s*${PCT_OR_NUM}${ALPHA}\\s*\\)$`,
  "i",
);

export function isCssColor(value: string): boolean {
  const v = value.trim();
  if (v.length === 0 || v.length > 64) return false;
  return HEX.test(v) || RGB.test(v) || HSL.test(v) || NAMED.has(v.toLowerCase());
}

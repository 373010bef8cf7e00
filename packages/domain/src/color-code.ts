/** CSS colour keywords (CSS Color Module Level 4), so "navy" or "rebeccapurple" are codes too. */
const COLOR_KEYWORDS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
    'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
    'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
    'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow ' +
    'lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
    'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise ' +
    'mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab ' +
    'orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru ' +
    'pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
    'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan ' +
    'teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = String.raw`\s*[+-]?(?:\d+(?:\.\d+)?|\.\d+)%?\s*`;
const ALPHA = `(?:[,/]${NUMBER})?`;
const RGB = new RegExp(String.raw`^rgba?\(${NUMBER},${NUMBER},${NUMBER}${ALPHA}\)$`, 'i');
const RGB_SPACES = new RegExp(String.raw`^rgba?\(${NUMBER}\s${NUMBER}\s${NUMBER}${ALPHA}\)$`, 'i');
const HSL = new RegExp(String.raw`^hsla?\(${NUMBER}(?:deg)?\s*,${NUMBER},${NUMBER}${ALPHA}\)$`, 'i');

/**
 * Whether a product colour's code is one a browser can paint (spec §2 "Colors: name and color
 * code (name, hex or rgb)"): #rgb/#rrggbb (with or without alpha), rgb()/rgba(), hsl()/hsla(),
 * or a CSS colour keyword.
 */
export function isColorCode(text: string): boolean {
  const code = text.trim().toLowerCase();
  return (
    HEX.test(code) || RGB.test(code) || RGB_SPACES.test(code) || HSL.test(code) || COLOR_KEYWORDS.has(code)
  );
}

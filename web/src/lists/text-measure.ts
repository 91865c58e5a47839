import type { TextSpan } from "./column-widths";

/** Width in px of a text in the list's font: regular for cells, bold for headers. */
export type TextMeasure = (text: string, weight: "normal" | "bold") => number;

/** Without a canvas (tests in jsdom): an average character of a 14 px sans-serif. */
const AVERAGE_CHARACTER = { normal: 8.4, bold: 9.1 } as const;

export const estimateText: TextMeasure = (text, weight) => text.length * AVERAGE_CHARACTER[weight];

/**
 * Measures with a canvas in the list's font (Cloudscape's Open Sans, 14 px), memoised: lists
 * measure the same headers and values again on every resize. The canvas is the document's own, which
 * sees the page's web fonts (an OffscreenCanvas measures in a fallback font); browsers without an
 * OffscreenCanvas are test environments without canvas, which get the estimate.
 */
export function canvasTextMeasure(font: { family: string; size: string }): TextMeasure {
  const context = typeof OffscreenCanvas === "undefined" ? null : document.createElement("canvas").getContext("2d");
  if (!context) return estimateText;
  const cache = new Map<string, number>();
  return (text, weight) => {
    const shorthand = `${weight === "bold" ? 700 : 400} ${font.size} ${font.family}`;
    const key = `${shorthand}\u0000${text}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    context.font = shorthand;
    const width = context.measureText(text).width;
    cache.set(key, width);
    return width;
  };
}

/**
 * A text's width on one line and on two: the narrowest of its breaks between words (a browser breaking
 * at that width fits the text in two lines). One word cannot break: two lines are one.
 */
export function textSpan(text: string, weight: "normal" | "bold", measure: TextMeasure): TextSpan {
  const oneLine = measure(text, weight);
  // Lines break at spaces only: a no-break space keeps "R$" with its figure and a unit with its quantity.
  const words = text.split(/[ \t\n]+/).filter((word) => word !== "");
  const word = Math.max(0, ...words.map((part) => measure(part, weight)));
  let twoLines = oneLine;
  for (let split = 1; split < words.length; split++) {
    const first = measure(words.slice(0, split).join(" "), weight);
    const second = measure(words.slice(split).join(" "), weight);
    twoLines = Math.min(twoLines, Math.max(first, second));
  }
  return { oneLine, twoLines, word };
}

/** The widest of several spans, line by line. */
export function widestSpan(spans: readonly TextSpan[]): TextSpan {
  return spans.reduce(
    (widest, span) => ({
      oneLine: Math.max(widest.oneLine, span.oneLine),
      twoLines: Math.max(widest.twoLines, span.twoLines),
      word: Math.max(widest.word, span.word),
    }),
    { oneLine: 0, twoLines: 0, word: 0 },
  );
}

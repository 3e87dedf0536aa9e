/** The width of `text` at font size `size`, in the unit of the piece being drawn. */
export type MeasureText = (text: string, size: number) => number;

/** Words of `text` in lines no wider than `maxWidth` at `size` (a longer word gets its own line). */
export const wrapText = (
  text: string,
  measure: MeasureText,
  size: number,
  maxWidth: number,
): string[] => {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && measure(joined, size) <= maxWidth)
      lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines;
};

/**
 * The largest size from `sizes` at which `text` fits `maxWidth` in `maxLines` lines, and those
 * lines; at the smallest size, the first `maxLines` lines.
 */
export const fitText = (
  text: string,
  measure: MeasureText,
  sizes: readonly [number, ...number[]],
  maxWidth: number,
  maxLines: number,
) => {
  for (const size of sizes) {
    const lines = wrapText(text, measure, size, maxWidth);
    const fits = lines.every((line) => measure(line, size) <= maxWidth);
    if (fits && lines.length <= maxLines) return { size, lines };
  }
  const size = sizes.at(-1) ?? sizes[0];
  return {
    size,
    lines: wrapText(text, measure, size, maxWidth).slice(0, maxLines),
  };
};

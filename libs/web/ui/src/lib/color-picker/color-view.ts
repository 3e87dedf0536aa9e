/** First index of the view that shows `index` when `perView` colours fit, never past the end. */
export const viewStartFor = (
  index: number,
  perView: number,
  total: number,
): number => {
  const lastStart = Math.max(0, total - perView);
  const start = Math.floor(Math.max(0, index) / perView) * perView;
  return Math.min(start, lastStart);
};

/** Moves a view start by whole views, kept within the list. */
export const shiftView = (
  start: number,
  direction: 1 | -1,
  perView: number,
  total: number,
): number =>
  Math.min(
    Math.max(0, start + direction * perView),
    Math.max(0, total - perView),
  );

import { type RefObject, useLayoutEffect, useState } from 'react';

/** The element's content width in CSS pixels, following resizes (0 until measured). */
export const useElementWidth = (ref: RefObject<Element | null>): number => {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
};

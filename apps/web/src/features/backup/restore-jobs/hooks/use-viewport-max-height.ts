// The tallest an element may be so that it ends above the bottom of the window, kept up to date as
// the window resizes.
import { type RefObject, useEffect, useState } from 'react';

const MIN_HEIGHT = 200;
const BOTTOM_GAP = 24;

export function useViewportMaxHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(() => Math.max(MIN_HEIGHT, window.innerHeight - BOTTOM_GAP));
  useEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_GAP)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return height;
}

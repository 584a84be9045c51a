import { useLayoutEffect, useState, type RefObject } from 'react';

/** The height of `element` in px, followed as it changes (the window's height until it is laid out). */
export function useAvailableHeight(element: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useLayoutEffect(() => {
    const el = element.current;
    const measure = () => setHeight(el?.clientHeight || window.innerHeight);
    measure();
    if (el && typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(measure);
      observer.observe(el);
      return () => observer.disconnect();
    }
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [element]);
  return height;
}

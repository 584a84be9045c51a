import { useCallback, useRef } from 'react';

/** Each field's element by the rule's path, to bring the first wrong one into focus. */
export function useFieldRefs() {
  const elements = useRef(new Map<string, HTMLElement>());
  const refFor = useCallback(
    (path: string) => (element: HTMLElement | null) => {
      if (element) elements.current.set(path, element);
      else elements.current.delete(path);
    },
    [],
  );
  /** The element of `path`, else of its closest parent path (`options.2.title` → `options.2` → `options`). */
  const elementOf = useCallback((path: string): HTMLElement | undefined => {
    const parts = path.split('.');
    while (parts.length) {
      const found = elements.current.get(parts.join('.'));
      if (found) return found;
      parts.pop();
    }
    return undefined;
  }, []);
  return { refFor, elementOf };
}

export type RefFor = ReturnType<typeof useFieldRefs>['refFor'];

import { vi } from 'vitest';

/**
 * jsdom has no IntersectionObserver. A controllable stand-in: tests install it, then call
 * `reachEnd()` to say every observed element came into view (the list's end sentinel).
 */
export function installIntersectionObserver() {
  const observers = new Set<FakeObserver>();
  class FakeObserver {
    readonly elements = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(element: Element) {
      this.elements.add(element);
    }
    unobserve(element: Element) {
      this.elements.delete(element);
    }
    disconnect() {
      this.elements.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    trigger() {
      const entries = [...this.elements].map(
        (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
      );
      if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    reachEnd: () => [...observers].forEach((observer) => observer.trigger()),
    get observing() {
      return [...observers].reduce((sum, observer) => sum + observer.elements.size, 0);
    },
  };
}

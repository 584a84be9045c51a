import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL, startServiceWorker } from './register-service-worker';

function fakeContainer(controller: object | null) {
  const listeners: (() => void)[] = [];
  return {
    controller: controller as ServiceWorker | null,
    register: vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration)),
    addEventListener: vi.fn((_type: string, listener: () => void) => listeners.push(listener)),
    takeOver: () => listeners.forEach((listener) => listener()),
  };
}

describe('registerServiceWorker', () => {
  it('registers the worker for the whole app in a production build', () => {
    const container = fakeContainer(null);
    expect(registerServiceWorker({ container, reload: vi.fn() }, true)).toBe(true);
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('does nothing when disabled or when the browser has no service workers', () => {
    const container = fakeContainer(null);
    expect(registerServiceWorker({ container, reload: vi.fn() }, false)).toBe(false);
    expect(container.register).not.toHaveBeenCalled();
    expect(registerServiceWorker({ container: undefined, reload: vi.fn() }, true)).toBe(false);
  });

  it('does not reload when the first worker takes the page, but reloads into a new version', () => {
    const container = fakeContainer(null);
    const reload = vi.fn();
    registerServiceWorker({ container, reload }, true);
    container.takeOver();
    expect(reload).not.toHaveBeenCalled();
    container.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when a page already controlled by an older version gets the new one', () => {
    const container = fakeContainer({});
    const reload = vi.fn();
    registerServiceWorker({ container, reload }, true);
    container.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is not started in tests or development', () => {
    expect(startServiceWorker()).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../test/fetch-stub';
import { createAppStore } from '../store/app-store';
import { apiWarningRecorder, recordLog, startAppLog } from './app-log';

const token = makeToken(3600);

function runningStore() {
  const store = createAppStore('localhost');
  store.getState().setToken(token);
  const stop = startAppLog(window, store);
  return { store, stop, messages: () => store.getState().debug.logs.map((line) => line.message) };
}

afterEach(() => vi.restoreAllMocks());

describe('the app log (SPEC §3 debug slice)', () => {
  it('keeps failed calls and never the current token', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, stop, messages } = runningStore();
    apiWarningRecorder(store)('[api] quiz.finish → 500');
    recordLog(store, 'error', `request failed with ${token}`);
    expect(messages()).toEqual(['[api] quiz.finish → 500', 'request failed with [skryto]']);
    expect(JSON.stringify(store.getState().debug)).not.toContain(token);
    expect(console.warn).toHaveBeenCalledWith('[api] quiz.finish → 500');
    stop();
  });

  it('takes no line from the api client of an app that is not running', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createAppStore('localhost');
    apiWarningRecorder(store)('[api] courses.get → 404');
    expect(store.getState().debug.logs).toEqual([]);
  });

  it('records uncaught errors and unhandled rejections while running, nothing after it stopped', () => {
    const { store, stop, messages } = runningStore();
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('boom') });
    window.dispatchEvent(rejection);
    expect(messages()).toEqual(['Script error.', expect.stringMatching(/^Unhandled rejection: Error: boom/)]);

    stop();
    window.dispatchEvent(new ErrorEvent('error', { message: 'later' }));
    recordLog(store, 'warn', 'after the app left');
    expect(messages()).toHaveLength(2);
  });
});

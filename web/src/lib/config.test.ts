import { describe, expect, it } from 'vitest';
import { previewModeFrom, webLoginUrlFrom } from './config';

describe('VITE_PREVIEW_MODE', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['true', true],
    ['1', true],
    ['false', false],
    [' FALSE ', false],
    ['0', false],
  ])('%j → preview mode %s', (value, on) => expect(previewModeFrom(value)).toBe(on));
});

describe('VITE_WEB_LOGIN_URL', () => {
  const site = 'https://studovna.cz';
  it.each([
    [undefined, null],
    ['  ', null],
    ['/prihlaseni/web/', 'https://studovna.cz/prihlaseni/web/'],
    ['https://login.example.com/start?x=1', 'https://login.example.com/start?x=1'],
    ['http://localhost:3000/prihlaseni/web/', 'http://localhost:3000/prihlaseni/web/'],
    ['//evil.example/prihlaseni', null],
    ['javascript:alert(1)', null],
    ['prihlaseni/web/', null],
  ])('%j → %j', (value, url) => expect(webLoginUrlFrom(value, site)).toBe(url));
});

import { describe, expect, it } from 'vitest';
import { deriveSite } from './site';

describe('deriveSite', () => {
  it.each([
    ['http:', 'app.localhost:3000', { site: 'http://localhost:3000', domain: 'localhost' }],
    ['http:', 'app.localhost:5173', { site: 'http://localhost:5173', domain: 'localhost' }],
    ['https:', 'app.studovna.cz', { site: 'https://studovna.cz', domain: 'studovna.cz' }],
    ['https', 'APP.Studovna.CZ', { site: 'https://studovna.cz', domain: 'studovna.cz' }],
    ['https:', 'app.app.studovna.cz', { site: 'https://app.studovna.cz', domain: 'app.studovna.cz' }],
    ['http:', 'localhost:3000', null],
    ['https:', 'studovna.cz', null],
    ['https:', 'www.app.studovna.cz', null],
    ['https:', 'application.studovna.cz', null],
    ['http:', 'app.', null],
    ['http:', 'app.:3000', null],
    ['http:', 'app.local host', null],
    ['file:', 'app.localhost', null],
    ['http:', '', null],
  ])('%s //%s → %j', (protocol, host, expected) => {
    expect(deriveSite(protocol, host)).toEqual(expected);
  });
});

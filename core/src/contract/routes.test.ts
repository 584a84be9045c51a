import { describe, expect, it } from 'vitest';
import { endpointsOf, learnerModules } from './learner-endpoints';
import { isRoute, ROUTE_FIELDS } from './route';
import * as routes from './routes';
import { routesSource } from './routes-source';

describe('the routes the app carries (decision 0039)', () => {
  it('are written from the contract (npm run contract:routes writes them)', () => {
    const source = routesSource();
    for (const name of Object.keys(learnerModules)) expect(source).toContain(`export const ${name} = {`);
    expect(source).toContain(
      'getCourse: route<typeof coursesEndpoints.getCourse>({"name":"courses.get","method":"GET","path":"/wp-json/learnpress/v1/courses/:id","auth":"optional"}),',
    );
  });

  it('are every learner’s endpoint with its name, method, path, auth and headers, and none of its schemas', () => {
    for (const [name, module] of Object.entries(learnerModules)) {
      const carried = (routes as unknown as Record<string, Record<string, object>>)[name]!;
      const endpoints = endpointsOf(module).sort(([a], [b]) => a.localeCompare(b));
      expect(Object.keys(carried), name).toEqual(endpoints.map(([key]) => key));
      for (const [key, endpoint] of endpoints) {
        const fields = Object.fromEntries(
          ROUTE_FIELDS.filter((field) => endpoint[field] !== undefined).map((field) => [
            field,
            endpoint[field],
          ]),
        );
        expect(carried[key], `${name}.${key}`).toEqual(fields);
        expect(isRoute(carried[key] as typeof endpoint)).toBe(true);
      }
    }
    expect(routes.coursesApi.getCourse).toEqual({
      name: 'courses.get',
      method: 'GET',
      path: '/wp-json/learnpress/v1/courses/:id',
      auth: 'optional',
    });
  });
});

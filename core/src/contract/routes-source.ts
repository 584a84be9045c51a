import { endpointsOf, learnerModules } from './learner-endpoints';
import { ROUTE_FIELDS } from './route';

/** The file of a module exported as `webSessionApi`: `web-session`. */
const fileOf = (exportName: string) =>
  exportName.replace(/Api$/, '').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The source of routes.ts (decision 0039): for each module of the learner's endpoints, an object of the
 * same name whose members are the module's endpoints as routes. `npm run contract:routes` writes it;
 * routes.test.ts fails while the committed file differs.
 */
export function routesSource(): string {
  const modules = Object.entries(learnerModules).sort(([a], [b]) => a.localeCompare(b));
  const imports = modules.map(
    ([name]) => `import type * as ${name.replace(/Api$/, 'Endpoints')} from './${fileOf(name)}';`,
  );
  const objects = modules.map(([name, module]) => {
    const members = endpointsOf(module)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, endpoint]) => {
        const fields = Object.fromEntries(
          ROUTE_FIELDS.filter((field) => endpoint[field] !== undefined).map((field) => [
            field,
            endpoint[field],
          ]),
        );
        return `  ${key}: route<typeof ${name.replace(/Api$/, 'Endpoints')}.${key}>(${JSON.stringify(fields)}),`;
      });
    return `export const ${name} = {\n${members.join('\n')}\n};`;
  });
  return [
    '// Written by `npm run contract:routes` from the contract (decision 0039): do not edit.',
    "import { route } from './route';",
    ...imports,
    '',
    "export { buildPath } from './endpoint';",
    "export { isRoute } from './route';",
    "export * from './wire-values';",
    '',
    objects.join('\n\n'),
    '',
  ].join('\n');
}

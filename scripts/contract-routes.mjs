// Writes core/src/contract/routes.ts, the learner's endpoints without their schemas (decision 0039):
//   npm run contract:routes
// core's test `routes.test.ts` fails while the committed file differs from the contract.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { routesSource } from '../core/src/contract/routes-source.ts';

const target = fileURLToPath(new URL('../core/src/contract/routes.ts', import.meta.url));
const options = { ...(await resolveConfig(target)), filepath: target };
await writeFile(target, await format(routesSource(), options));
console.log(`Written: ${target}`);

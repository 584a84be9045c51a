// Writes the JSON Schema of a course package's course.json (decision 0025) from core's zod schema:
//   npm run schema:course-package
// core's test `course-package-schema.test.ts` fails while the committed file differs from the schema.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { coursePackageJsonSchema } from '../core/src/studio/course-package-schema.ts';

const target = fileURLToPath(new URL('../core/src/studio/course-package.schema.json', import.meta.url));
const options = { ...(await resolveConfig(target)), filepath: target };
await writeFile(target, await format(JSON.stringify(coursePackageJsonSchema()), options));
console.log(`Written: ${target}`);

// `npm run check:browser-bundles`: fails when a front end's browser code (its `dist`, not the server build in
// `dist/ssr`) carries zod. The schemas are for the API and the server render: in a browser zod's start-up probe
// calls `Function("")`, which the Content-Security-Policy refuses and reports, and it weighs more than any page's
// own code. A value imported from a contracts module that also holds schemas brings it in; import types, or move
// the constant to a schema-free module.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { frontEnds, root } from './front-ends.ts';

/** A name zod's core gives its errors, which survives minification. */
const ZOD_MARK = '$ZodError';

function browserScripts(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(folder, file).split(path.sep).includes('ssr'));
}

const carriers = frontEnds().flatMap((pkg) =>
  browserScripts(path.join(root, pkg, 'dist')).filter((file) => readFileSync(file, 'utf8').includes(ZOD_MARK)),
);
if (carriers.length > 0) {
  console.error(
    `zod is in the browser's code, in:\n${carriers.map((file) => `  ${path.relative(root, file)}`).join('\n')}`,
  );
  console.error('Import only types from a contracts module that holds schemas, or move the value to one without.');
  process.exitCode = 1;
} else {
  console.log(`No browser script of ${frontEnds().join(', ')} carries zod.`);
}

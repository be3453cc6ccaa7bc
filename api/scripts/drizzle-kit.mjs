// drizzle-kit is hoisted to the repository root while drizzle-orm stays in api/node_modules,
// so drizzle-kit cannot find drizzle-orm by itself.
// This runs the drizzle-kit CLI with drizzle-orm resolved from the api folder.
import Module, { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';

const apiModules = join(import.meta.dirname, '..', 'node_modules');

// for drizzle-kit's require() calls
process.env.NODE_PATH = apiModules;
Module._initPaths();

// for its import() calls
register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const apiUrl = ${JSON.stringify(import.meta.url)};
      export async function resolve(specifier, context, next) {
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
          return next(specifier, { ...context, parentURL: apiUrl });
        }
        return next(specifier, context);
      }
    `),
);

const require = createRequire(import.meta.url);
require(join(dirname(require.resolve('drizzle-kit')), 'bin.cjs'));

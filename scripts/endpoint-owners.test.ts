import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const packages = ['shared', 'shell', ...readdirSync(root).filter((folder) => folder.startsWith('mfe-'))];

/** Each `injectEndpoints('<owner>', …)` of the front ends (tests make up owners), with the module it is in (`mfe-catalog/features/cart/api`). */
const injections = packages.flatMap((pkg) =>
  readdirSync(path.join(root, pkg, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(path.join(root, pkg, 'src', file), 'utf8').matchAll(/injectEndpoints\('([^']+)'/g)].map(
        ([, owner]) => ({ owner, module: `${pkg}/${file.replace(/\.tsx?$/, '')}` }),
      ),
    ),
);

test('each module injects its endpoints under its own name, so no two share an owner and dodge the name guard', () => {
  expect(injections.length).toBeGreaterThan(0);
  expect(injections.filter(({ owner, module }) => owner !== module)).toEqual([]);
});

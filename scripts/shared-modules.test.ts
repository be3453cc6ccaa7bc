import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isSharedModule } from './shared-modules.ts';

const sharedSource = path.resolve(__dirname, '..', 'shared/src');

/** What makes a module hold state: a variable it reassigns, a cache, a React context, or a part of the one store. */
const holdsState =
  /^let |^(export )?const \w+ = new (Map|Set|WeakMap)\b|createContext\(|createSlice\(|createApi\(|injectEndpoints\(|enhanceEndpoints\(/m;

const modules = readdirSync(sharedSource, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('testing/'))
  .map((file) => ({
    request: `shared/${file.replace(/\.ts$/, '')}`,
    source: readFileSync(path.join(sharedSource, file), 'utf8'),
  }));

test('every shared module that holds state is shared by the federation, so the browser has one of it', () => {
  const stateful = modules.filter(({ source }) => holdsState.test(source)).map(({ request }) => request);
  expect(stateful).toEqual(
    expect.arrayContaining(['shared/store/session-slice', 'shared/api/base-api', 'shared/address/geo-api']),
  );
  expect(stateful.filter((request) => !isSharedModule(request))).toEqual([]);
});

test('a stateless helper is bundled by each front end that uses it', () => {
  expect(isSharedModule('shared/ui/price.tsx')).toBe(false);
  expect(isSharedModule('shared/format/rupees')).toBe(false);
});

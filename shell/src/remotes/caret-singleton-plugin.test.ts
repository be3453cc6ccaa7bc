import { registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import caretSingletonPlugin from './caret-singleton-plugin.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerGlobalPlugins: jest.fn() }));

type ResolveShareArgs = Parameters<NonNullable<ReturnType<typeof caretSingletonPlugin>['resolveShare']>>[0];

const provided = { version: '19.3.1', from: 'shell' };
const request = (requiredVersion: string | false, singleton = true) =>
  ({
    shareScopeMap: { default: { react: { '19.3.1': provided } } },
    scope: 'default',
    pkgName: 'react',
    version: '19.3.1',
    shareInfo: { shareConfig: { singleton, requiredVersion } },
    resolver: () => undefined,
  }) as unknown as ResolveShareArgs;

test('a singleton asked for with the caret of the version provided is handed over as it is', () => {
  const resolved = caretSingletonPlugin().resolveShare!(request('^19.3.1'));
  expect(resolved?.resolver()).toEqual({ shared: provided, useTreesShaking: false });
});

test.each([
  ['another range', request('^18.0.0')],
  ['no range', request(false)],
  ['a module that is not a singleton', request('^19.3.1', false)],
])('%s is left to the runtime’s own check', (_, args) => {
  expect(caretSingletonPlugin().resolveShare!(args)).toBe(args);
});

test('the remotes’ federation instances get it too', () => {
  const plugin = caretSingletonPlugin();
  expect(registerGlobalPlugins).toHaveBeenCalledWith([plugin]);
});

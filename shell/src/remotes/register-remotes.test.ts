import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registerAdminRemote, registerShopperRemotes } from './register-remotes.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const register = jest.mocked(registerRemotes);

const map = {
  mfe_catalog: '/mfe/mfe-catalog/mf-manifest.json',
  mfe_admin: 'https://admin.example/mf-manifest.json',
};

test('shoppers get every remote but the admin one, each loaded from the entry beside its manifest, resolved against the page', () => {
  registerShopperRemotes(map);
  expect(register).toHaveBeenLastCalledWith([
    { name: 'mfe_catalog', entry: 'http://localhost/mfe/mfe-catalog/remoteEntry.js' },
  ]);
});

test('the admin remote is registered only when asked for', () => {
  registerShopperRemotes(map);
  registerAdminRemote();
  expect(register).toHaveBeenLastCalledWith([{ name: 'mfe_admin', entry: 'https://admin.example/remoteEntry.js' }]);
});

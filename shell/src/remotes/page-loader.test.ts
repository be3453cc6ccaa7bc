import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetPage, loadPage } from './page-loader.ts';
import { registerShopperRemotes } from './register-remotes.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./remotes-ready.ts', () => ({ remotesReady: Promise.resolve() }));

const load = jest.mocked(loadRemote);
const HomePage = () => null;

afterEach(() => forgetPage('mfe_catalog/HomePage'));

test('a page preloaded at boot is fetched once, however often it is asked for', async () => {
  load.mockResolvedValue({ default: HomePage });
  const [first, second] = await Promise.all([loadPage('mfe_catalog/HomePage'), loadPage('mfe_catalog/HomePage')]);
  expect(first.default).toBe(HomePage);
  expect(second).toBe(first);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a module without a default page is refused', async () => {
  load.mockResolvedValue({});
  await expect(loadPage('mfe_catalog/HomePage')).rejects.toThrow('has no default page');
});

test('a forgotten failure is fetched again', async () => {
  load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: HomePage });
  await expect(loadPage('mfe_catalog/HomePage')).rejects.toThrow('offline');
  forgetPage('mfe_catalog/HomePage');
  await expect(loadPage('mfe_catalog/HomePage')).resolves.toEqual({ default: HomePage });
});

test('the admin remote is registered only when an admin page is loaded, and only once', async () => {
  registerShopperRemotes({
    mfe_catalog: '/mfe/mfe-catalog/mf-manifest.json',
    mfe_admin: '/mfe/mfe-admin/mf-manifest.json',
  });
  const registered = () =>
    jest.mocked(registerRemotes).mock.calls.flatMap(([remotes]) => remotes.map(({ name }) => name));
  load.mockResolvedValue({ default: HomePage });
  await loadPage('mfe_catalog/HomePage');
  expect(registered()).not.toContain('mfe_admin');

  await loadPage('mfe_admin/CouponsPage');
  await loadPage('mfe_admin/UsersPage');
  expect(registered().filter((name) => name === 'mfe_admin')).toHaveLength(1);
});

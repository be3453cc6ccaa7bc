import { loadRemote } from '@module-federation/enhanced/runtime';
import { forgetPage, loadPage } from '../page-loader.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../remotes-ready.ts', () => ({ remotesReady: Promise.resolve() }));

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

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import type { RemoteModuleId } from '../routes/remote-modules.ts';
import { forgetPage } from './page-loader.ts';
import { RemoteModule } from './remote-module.tsx';
import { registerShopperRemotes } from './register-remotes.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./remotes-ready.ts', () => ({ remotesReady: Promise.resolve() }));

const load = jest.mocked(loadRemote);
const register = jest.mocked(registerRemotes);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  registerShopperRemotes({ mfe_catalog: '/mfe/mfe-catalog/mf-manifest.json' });
  register.mockClear();
});

const pagesUsed: RemoteModuleId[] = ['mfe_catalog/HomePage', 'mfe_catalog/ProductListPage'];
afterEach(() => pagesUsed.forEach(forgetPage));

test('a remote page is loaded and shown', async () => {
  load.mockResolvedValue({ default: () => <h1>Fresh from the remote</h1> });
  renderWithStore(<RemoteModule id="mfe_catalog/HomePage" />);
  expect(await screen.findByRole('heading', { name: 'Fresh from the remote' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mfe_catalog/HomePage');
});

test('a remote that cannot be loaded shows a short message with "Try again", and the retry loads it afresh', async () => {
  load.mockRejectedValueOnce(new Error('manifest unreachable'));
  renderWithStore(<RemoteModule id="mfe_catalog/HomePage" />);
  expect(await screen.findByText('This part of the shop could not be loaded.')).toBeInTheDocument();

  load.mockResolvedValue({ default: () => <h1>Back again</h1> });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  expect(register).toHaveBeenCalledWith(
    [{ name: 'mfe_catalog', entry: 'http://localhost/mfe/mfe-catalog/remoteEntry.js' }],
    { force: true },
  );
});

test('a remote page that throws while rendering is contained by its boundary', async () => {
  load.mockResolvedValue({
    default: () => {
      throw new Error('render failure');
    },
  });
  renderWithStore(
    <>
      <p>Chrome stays</p>
      <RemoteModule id="mfe_catalog/ProductListPage" />
    </>,
  );
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByText('Chrome stays')).toBeInTheDocument();
});

import { http, HttpResponse } from 'msw';
import { mswServer } from 'shared/testing/msw-server';
import { fetchRemotesMap } from './remotes-map.ts';

test('the remotes map is read from /remotes.json', async () => {
  mswServer.use(
    http.get('*/remotes.json', () => HttpResponse.json({ mfe_catalog: 'https://cdn.example/mf-manifest.json' })),
  );
  await expect(fetchRemotesMap()).resolves.toEqual({ mfe_catalog: 'https://cdn.example/mf-manifest.json' });
});

test.each([
  ['an error status', () => new HttpResponse(null, { status: 500 })],
  ['a malformed map', () => HttpResponse.json({ mfe_catalog: 42 })],
  ['a list', () => HttpResponse.json(['mfe_catalog'])],
])('%s leaves no remotes registered and is logged', async (_, answer) => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  mswServer.use(http.get('*/remotes.json', answer));
  await expect(fetchRemotesMap()).resolves.toEqual({});
  expect(log).toHaveBeenCalled();
  log.mockRestore();
});

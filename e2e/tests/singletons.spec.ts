import type { Response } from '@playwright/test';
import { paths } from 'shared/config/routes';
import { singletons } from '../../scripts/testing/singletons.ts';
import { expect, test } from '../support/test.ts';

/** What the federation runtime records of one shared package version (runtime-core's `Shared`, the parts read here). */
interface SharedRecord {
  name: string;
  version: string;
  from: string;
  useIn: string[];
  loaded: boolean;
}

const isSharedWorkspaceModule = (name: string) => name.startsWith('shared/');

/** Statements found only in the module that defines a package, whatever chunk it was bundled into. */
const definitions = {
  react: /\.PureComponent\s*=/,
  'react-dom/client': /\.hydrateRoot\s*=/,
};

/** The remotes a shopper's visit loads: the catalogue (the page) and the cart (the sidebar, once the shopper opens it). */
const remotes = [
  { name: 'mfe_catalog', manifest: '/mfe/mfe-catalog/mf-manifest.json' },
  { name: 'mfe_cart_checkout', manifest: '/mfe/mfe-cart-checkout/mf-manifest.json' },
];

test('each shared singleton is loaded once: provided by the shell and reused by the catalogue and cart remotes', async ({
  page,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });

  await page.goto(paths.home);
  const productLink = page.locator('main a[href^="/viewProduct/"]').first();
  await productLink.click();
  await expect(page).toHaveURL(/\/viewProduct\/\d+$/);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  // The cart remote loads when the shopper reaches for the cart.
  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();

  // `__FEDERATION__.__SHARE__`: instance → share scope → package → version → record.
  const records: SharedRecord[] = await page.evaluate(() => {
    const out: SharedRecord[] = [];
    interface ShareRecord {
      from: string;
      useIn?: string[];
      loaded?: boolean;
      lib?: unknown;
    }
    const share = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareRecord>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, record] of Object.entries(versions)) {
            out.push({
              name,
              version,
              from: record.from,
              useIn: [...(record.useIn ?? [])],
              loaded: record.loaded === true || Boolean(record.lib),
            });
          }
        }
      }
    }
    return out;
  });
  const loaded = records.filter((record) => record.loaded);
  const byName = (name: string) => loaded.filter((record) => record.name === name);

  const remoteShares = new Set<string>();
  for (const { manifest } of remotes) {
    const response = await page.request.get(manifest);
    expect(response.ok(), manifest).toBe(true);
    for (const { name } of ((await response.json()) as { shared: { name: string }[] }).shared) remoteShares.add(name);
  }

  for (const name of singletons) {
    const copies = byName(name);
    expect(copies, `${name}: one loaded copy`).toHaveLength(1);
    expect(copies[0]!.from, `${name}: provided by the shell`).toBe('shell');
  }
  // Both remotes render with the shell's React, router and styles, read the shell's store and inject their endpoints
  // into the shell's API slice through the shell's guard of endpoint names (Redux Toolkit comes with those, bundled by
  // the shell).
  for (const name of [
    'react',
    'react/jsx-runtime',
    'shared/routing',
    'styled-components',
    'shared/store/hooks',
    'shared/api/inject-endpoints',
  ]) {
    for (const remote of remotes)
      expect(byName(name)[0]!.useIn, `${name}: used by ${remote.name}`).toContain(remote.name);
  }
  // Whatever else the remotes share has at most one loaded copy, the shell's whenever the shell provides one.
  for (const name of remoteShares) {
    const copies = byName(name);
    expect(copies.length, `${name}: at most one loaded copy`).toBeLessThanOrEqual(1);
    const shellProvides = records.some((record) => record.name === name && record.from === 'shell');
    if (copies[0] && shellProvides) expect(copies[0].from, `${name}: the shell's copy`).toBe('shell');
  }
  // Each `shared/...` module (one store, one API slice) has one loaded copy.
  const workspaceModules = new Set(loaded.map((record) => record.name).filter(isSharedWorkspaceModule));
  expect(workspaceModules.size).toBeGreaterThan(0);
  for (const name of workspaceModules) expect(byName(name), `${name}: one loaded copy`).toHaveLength(1);

  // The network agrees: the chunk that defines React (and react-dom's client) arrived once.
  const bodies = await Promise.all(scripts.map((response) => response.text().catch(() => '')));
  for (const [name, definition] of Object.entries(definitions)) {
    const fetched = scripts.filter((_, index) => definition.test(bodies[index]!)).map((response) => response.url());
    expect(fetched, `${name} is fetched once`).toHaveLength(1);
    expect(new URL(fetched[0]!).pathname.startsWith('/mfe/'), `${name} comes from the shell`).toBe(false);
  }
});

import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from 'shared/config/routes';
import { startShopWithRemoteElsewhere, type RemoteElsewhere } from '../support/servers.ts';
import { expect, test } from '../support/test.ts';

const oldHeading = 'Frequently Asked Questions';
const newHeading = 'Questions Our Shoppers Ask';

/**
 * The content team deploys a new build at the same address: its code says `newHeading`. Same file names, new
 * contents and build version, as a deploy that overwrites files in place (the hardest case for a cache).
 */
function deployNewBuild(root: string) {
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile()) continue;
    if (/\.(br|gz)$/.test(file)) rmSync(file);
    else if (file.endsWith('.js')) writeFileSync(file, readFileSync(file, 'utf8').replaceAll(oldHeading, newHeading));
  }
  const manifestFile = path.join(root, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string }; ssrBuildVersion?: string };
  };
  manifest.metaData.buildInfo.buildVersion = 'deployed-anew';
  manifest.metaData.ssrBuildVersion = 'deployed-anew';
  writeFileSync(manifestFile, JSON.stringify(manifest));
}

test.describe('a remote deployed anew at the same address', () => {
  test.describe.configure({ timeout: 150_000 });

  let contentElsewhere: RemoteElsewhere | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    contentElsewhere = await startShopWithRemoteElsewhere('mfe_content');
  });

  test.afterAll(async () => {
    await contentElsewhere?.stop();
  });

  test('is rendered by the server within seconds, with no rebuild or restart of the shop', async ({
    page,
    request,
  }) => {
    const faqs = `${contentElsewhere!.shop.baseURL}${paths.faqs}`;
    const served = () => request.get(faqs).then((response) => response.text());
    // a render thread loads a remote's code on its first request, and leaves the page to the browser if that takes
    // longer than a page may wait
    await expect.poll(served, { timeout: 15_000, intervals: [1000] }).toContain(`<h1>${oldHeading}</h1>`);

    deployNewBuild(contentElsewhere!.deployment);

    await expect.poll(served, { timeout: 30_000, intervals: [1000] }).toContain(`<h1>${newHeading}</h1>`);

    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
    });
    await page.goto(faqs);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: newHeading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${newHeading}`));
    expect(complaints).toEqual([]);
  });
});

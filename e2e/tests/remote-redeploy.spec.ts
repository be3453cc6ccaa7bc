import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from 'shared/config/routes';
import { startShopWithRemoteElsewhere, type RemoteElsewhere } from '../support/servers.ts';
import { expect, test } from '../support/test.ts';

const oldHeading = 'Frequently Asked Questions';
const newHeading = 'Questions Our Shoppers Ask';
const newBuild = 'deployed-anew';

/**
 * The content team deploys a new build at the same address: its code says `newHeading`. Same file names, new
 * contents and build version (in the manifest and in the entry that names it), as a deploy that overwrites files in
 * place: the hardest case for a cache.
 */
function deployNewBuild(root: string) {
  const manifestFile = path.join(root, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string }; ssrBuildVersion?: string };
  };
  const oldBuild = manifest.metaData.buildInfo.buildVersion;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile()) continue;
    if (/\.(br|gz)$/.test(file)) rmSync(file);
    else if (file.endsWith('.js')) {
      const code = readFileSync(file, 'utf8');
      writeFileSync(file, code.replaceAll(oldHeading, newHeading).replaceAll(`"${oldBuild}"`, `"${newBuild}"`));
    }
  }
  manifest.metaData.buildInfo.buildVersion = newBuild;
  manifest.metaData.ssrBuildVersion = newBuild;
  writeFileSync(manifestFile, JSON.stringify(manifest));
}

/** Which build's heading a page of the FAQs shows, by its markup. */
const headingOf = (html: string) =>
  html.includes(`<h1>${newHeading}</h1>`) ? 'new' : html.includes(`<h1>${oldHeading}</h1>`) ? 'old' : 'other';

/**
 * Shoppers asking for the page without pause, a few at a time, until stopped; resolves to each answer's status and
 * build, in the order they came, with when they came.
 */
function keepAsking(request: APIRequestContext, url: string, shoppers = 4) {
  let asking = true;
  const answers: { status: number; build: string; at: number }[] = [];
  const shopper = async () => {
    while (asking) {
      const response = await request.get(url);
      answers.push({ status: response.status(), build: headingOf(await response.text()), at: Date.now() });
    }
  };
  const all = Promise.all(Array.from({ length: shoppers }, shopper));
  return async () => {
    asking = false;
    await all;
    return answers;
  };
}

/** What the console says is wrong while `visit` runs: errors and warnings (a hydration mismatch is an error). */
async function complaintsDuring(page: Page, visit: () => Promise<unknown>) {
  const complaints: string[] = [];
  const listen = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
  };
  page.on('console', listen);
  await visit();
  page.off('console', listen);
  return complaints;
}

/** Opens `url` and sees `heading` once the page has started; answers the page's response (its markup). */
async function visitShowing(page: Page, url: string, heading: string) {
  const response = await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return response!;
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

  test('is rendered by the server within seconds under load, and no browser hydrates another build', async ({
    page,
    request,
  }) => {
    const faqs = `${contentElsewhere!.shop.baseURL}${paths.faqs}`;
    const served = () => request.get(faqs).then((response) => response.text());
    // a render thread loads a remote's code on its first request, and leaves the page to the browser if that takes
    // longer than a page may wait
    await expect.poll(served, { timeout: 15_000, intervals: [1000] }).toContain(`<h1>${oldHeading}</h1>`);

    deployNewBuild(contentElsewhere!.deployment);
    const deployedAt = Date.now();
    // the first visitor after the deploy gets the kept page of the old build (the shop notices the deploy after
    // answering), and renders it afresh with the new code instead of hydrating markup of another build
    const withOldMarkup = await complaintsDuring(page, async () => {
      const response = await visitShowing(page, faqs, newHeading);
      expect(await response.text()).toContain(`<h1>${oldHeading}</h1>`);
    });
    expect(withOldMarkup).toEqual([]);

    const stopAsking = keepAsking(request, faqs);
    const duringDeploy = await complaintsDuring(page, async () => {
      while (Date.now() - deployedAt < 4000) await visitShowing(page, faqs, newHeading);
    });
    expect(duringDeploy).toEqual([]);
    const answers = await stopAsking();
    expect(new Set(answers.map(({ status }) => status))).toEqual(new Set([200]));
    // once the new build is served, the old one never comes back
    const firstNew = answers.findIndex(({ build }) => build === 'new');
    expect(firstNew).toBeGreaterThanOrEqual(0);
    expect(answers.slice(firstNew).filter(({ build }) => build !== 'new')).toEqual([]);
    test.info().annotations.push({
      type: 'server renders the new build',
      description: `${answers[firstNew]!.at - deployedAt} ms after the deploy`,
    });

    const afterDeploy = await complaintsDuring(page, () => visitShowing(page, faqs, newHeading));
    expect(afterDeploy).toEqual([]);
    await expect(page).toHaveTitle(new RegExp(`^${newHeading}`));
  });
});

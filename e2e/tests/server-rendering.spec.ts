import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blogArticles } from 'shared/config/blog-articles';
import { paths } from 'shared/config/routes';
import { startShopWithRemoteElsewhere, type RemoteElsewhere } from '../support/servers.ts';
import { expect, test } from '../support/test.ts';

const rupees = (amount: number) => `₹${amount.toFixed(2)}`;

test.describe('pages rendered on the server', () => {
  test('a product page arrives with its name, price, Open Graph tags and JSON-LD', async ({ request, catalogue }) => {
    const product = await catalogue.product(catalogue.products[0]!.id);
    const response = await request.get(paths.product(product.id));
    expect(response.status()).toBe(200);
    const html = await response.text();

    expect(html).toContain(`<h1>${product.name}</h1>`);
    expect(html).toContain(rupees(product.prices[0]!.discounted_price));
    expect(html).toMatch(new RegExp(`<title>${product.name} \\| [^<]+</title>`));
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(
      `<meta property="product:price:amount" content="${product.prices[0]!.discounted_price.toFixed(2)}">`,
    );
    expect(html).toContain('<meta property="product:price:currency" content="INR">');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.webp">/);
    expect(html).toContain(`<meta property="og:image:alt" content="${product.name}">`);
    expect(html).toContain('<meta property="og:locale" content="en_IN">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<meta name="twitter:image:alt" content="${product.name}">`);
    expect(html).toMatch(new RegExp(`<meta name="twitter:title" content="${product.name} \\| [^"]+">`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+${paths.product(product.id)}">`));

    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as {
      '@type': string;
      name: string;
      offers: { price: string; priceCurrency: string; name: string }[];
    };
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.name).toBe(product.name);
    expect(jsonLd.offers).toEqual(
      product.prices.map((price) =>
        expect.objectContaining({
          name: price.weight_unit,
          price: price.discounted_price.toFixed(2),
          priceCurrency: 'INR',
        }),
      ),
    );
  });

  test('unknown addresses, missing products and combos answer 404 with the shop’s not-found page', async ({
    request,
  }) => {
    for (const address of ['/no-such-page', '/.env', '/package.json', paths.product(999_999), paths.combo(999_999)]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      const html = await response.text();
      expect(html, address).toContain('<h1>Page not found</h1>');
      // the not-found page is no page of its own: it names no address as canonical
      expect(html, address).not.toContain('rel="canonical"');
      expect(html, address).not.toContain('og:url');
    }
    // a personal page is the browser's to render, with a 200
    const checkout = await request.get(paths.checkout);
    expect(checkout.status()).toBe(200);
    expect(await checkout.text()).toContain('<div id="root"></div>');
  });

  test('another spelling of a page’s address is sent for good to the one the shop links to', async ({
    request,
    catalogue,
  }) => {
    const { id } = catalogue.products[0]!;
    const article = blogArticles.find(({ slug }) => slug !== slug.toUpperCase())!;
    const spellings: [asked: string, canonical: string][] = [
      [paths.blogs.toLowerCase(), paths.blogs],
      [`${paths.blogs.toUpperCase()}/`, paths.blogs],
      [`${paths.faqs}/`, paths.faqs],
      [`/viewProduct/0${id}`, paths.product(id)],
      ['/VIEWPRODUCT/007?from=mail', `${paths.product(7)}?from=mail`],
      [paths.article(article.slug).toUpperCase(), paths.article(article.slug)],
      ['/index.html', '/'],
      [`${paths.checkout}/`, paths.checkout],
    ];
    for (const [asked, canonical] of spellings) {
      const response = await request.get(asked, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(301);
      expect(response.headers().location, asked).toBe(canonical);
    }
    for (const address of [paths.blogs, paths.faqs, paths.product(id), paths.article(article.slug), '/']) {
      expect((await request.get(address, { maxRedirects: 0 })).status(), address).toBe(200);
    }
  });

  test('every public page has a link-preview picture with alternative text, at an address that answers an image', async ({
    request,
    catalogue,
  }) => {
    const pages = [
      '/',
      paths.products,
      paths.faqs,
      paths.article(blogArticles[0]!.slug),
      paths.product(catalogue.products[0]!.id),
      paths.combo(catalogue.combos[0]!.id),
    ];
    for (const address of pages) {
      const html = await (await request.get(address)).text();
      const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
      expect(image, address).toMatch(/^https?:\/\//);
      expect(html, address).toMatch(/<meta property="og:image:alt" content="[^"]+">/);
      const answer = await request.get(new URL(image!).pathname);
      expect(answer.status(), image).toBe(200);
      expect(answer.headers()['content-type'], image).toMatch(/^image\//);
    }
  });

  test('search engines read who the shop is, and each page’s kind and place, as JSON-LD', async ({
    request,
    catalogue,
  }) => {
    const jsonLd = async (address: string) => {
      const html = await (await request.get(address)).text();
      return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        ([, json]) => JSON.parse(json!) as Record<string, unknown>,
      );
    };
    const typesAt = async (address: string) => (await jsonLd(address)).map((item) => item['@type']);
    const combo = catalogue.combos[0]!;
    const article = blogArticles[0]!;

    expect(await typesAt('/')).toEqual(['Organization', 'WebSite']);
    // the site's search box in results leads to the product list's search, which answers it
    const [, website] = await jsonLd('/');
    const { urlTemplate } = (website!.potentialAction as { target: { urlTemplate: string } }).target;
    expect(urlTemplate).toMatch(new RegExp(`${paths.products}\\?q=\\{search_term_string\\}$`));
    const searched = await (await request.get(urlTemplate.replace('{search_term_string}', 'multigrian'))).text();
    expect(searched).toContain('1 product matches “multigrian”');
    expect(await typesAt(paths.product(catalogue.products[0]!.id))).toEqual(['Product', 'BreadcrumbList']);
    expect(await typesAt(paths.article(article.slug))).toEqual(['BlogPosting', 'BreadcrumbList']);

    const [comboProduct, comboTrail] = await jsonLd(paths.combo(combo.id));
    expect(comboProduct).toMatchObject({
      '@type': 'Product',
      name: combo.name,
      offers: { price: combo.combo_price.toFixed(2), priceCurrency: 'INR' },
    });
    expect(comboTrail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home' },
        { position: 2, name: 'Products' },
        { position: 3, name: combo.name, item: expect.stringMatching(new RegExp(`${paths.combo(combo.id)}$`)) },
      ],
    });

    const [faqPage] = await jsonLd(paths.faqs);
    expect(faqPage).toMatchObject({ '@type': 'FAQPage' });
    expect((faqPage!.mainEntity as unknown[]).length).toBeGreaterThan(0);
    expect((faqPage!.mainEntity as unknown[])[0]).toMatchObject({
      '@type': 'Question',
      acceptedAnswer: { '@type': 'Answer' },
    });
  });

  test('robots.txt keeps crawlers out of checkout, accounts and the back office; the sitemap lists what is on sale', async ({
    request,
    catalogue,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    for (const path of [paths.checkout, paths.myAccount, paths.dashboard, paths.adminProducts, '/api/'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toMatch(/Sitemap: http\S+\/sitemap\.xml/);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    const entries = [
      ...sitemap.matchAll(/<url><loc>https?:\/\/[^/]+([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g),
    ].map(([, address, lastmod]) => ({ address, lastmod }));
    const listed = entries.map(({ address }) => address);
    const productEntries = entries.filter(({ address }) => address?.startsWith('/viewProduct/'));
    expect(productEntries.map(({ address }) => address).sort()).toEqual(
      catalogue.products.map(({ id }) => paths.product(id)).sort(),
    );
    const comboEntries = entries.filter(({ address }) => address?.startsWith('/comboView/'));
    expect(comboEntries).toHaveLength(catalogue.combos.length);
    // a product's or combo's page says when it last changed, as a W3C date-time that is a real moment, not ahead
    for (const { address, lastmod } of [...productEntries, ...comboEntries]) {
      expect(lastmod, address).toMatch(/^\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d))?$/);
      expect(Date.parse(lastmod!), address).toBeLessThanOrEqual(Date.now());
    }
    // a page of the shop's own has none: no date is known for it
    expect(entries.find(({ address }) => address === paths.products)).toEqual({
      address: paths.products,
      lastmod: undefined,
    });
    expect(listed).toContain(paths.article(blogArticles[0]!.slug));
    expect(listed).not.toContain(paths.checkout);
  });

  test('with JavaScript off, every public page still shows its content', async ({ browser, catalogue }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const pages: [string, string][] = [
      [paths.home, 'Our Seller Products'],
      [paths.products, catalogue.products[0]!.name],
      [paths.product(catalogue.products[0]!.id), catalogue.products[0]!.name],
      [paths.combo(catalogue.combos[0]!.id), catalogue.combos[0]!.name],
      [paths.blogs, blogArticles[0]!.title],
      [paths.article(blogArticles[0]!.slug), blogArticles[0]!.title],
      [paths.faqs, 'Frequently Asked Questions'],
      [paths.about, 'About Us'],
      [paths.contact, 'Contact Us'],
    ];
    for (const [address, text] of pages) {
      await page.goto(address);
      await expect(page.locator('main'), address).toContainText(text);
    }
    await context.close();
  });

  test('the browser takes over the server’s page: no console error or warning, no second request for its data', async ({
    page,
    catalogue,
  }) => {
    const product = catalogue.products[0]!;
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
    });
    const catalogueRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(products|product-combos)/.test(request.url())) catalogueRequests.push(request.url());
    });

    await page.goto(paths.product(product.id));
    const weights = page.getByRole('radio');
    if ((await weights.count()) > 1) {
      await weights.nth(1).check();
      await expect(weights.nth(1)).toBeChecked();
    }
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page.getByRole('region', { name: 'Our Seller Products' })).toBeVisible();

    expect(complaints).toEqual([]);
    // the home page's lists were not in the product page: the browser asks for them, once each
    expect(catalogueRequests.filter((url) => url.includes(`/api/products/${product.id}`))).toEqual([]);
  });
});

function withoutServerBuild(deployment: string) {
  rmSync(path.join(deployment, 'ssr'), { recursive: true });
  rmSync(path.join(deployment, 'mf-manifest.json.gz'), { force: true });
  rmSync(path.join(deployment, 'mf-manifest.json.br'), { force: true });
  const manifestFile = path.join(deployment, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: Record<string, unknown> };
  delete manifest.metaData.ssrRemoteEntry;
  delete manifest.metaData.ssrBuildVersion;
  writeFileSync(manifestFile, JSON.stringify(manifest));
}

test.describe('a remote without its server build', () => {
  test.describe.configure({ timeout: 150_000 });

  let catalogueElsewhere: RemoteElsewhere | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // the catalogue as a team might deploy it before it had a server build: no ssr/, no ssrRemoteEntry
    catalogueElsewhere = await startShopWithRemoteElsewhere('mfe_catalog', { prepare: withoutServerBuild });
  });

  test.afterAll(async () => {
    await catalogueElsewhere?.stop();
  });

  test('still gives a working page: the server sends the chrome, the browser renders the product', async ({
    page,
    request,
    catalogue,
  }) => {
    const product = catalogue.products[0]!;
    const response = await request.get(`${catalogueElsewhere!.shop.baseURL}${paths.product(product.id)}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Skip to content');
    expect(html).not.toContain(`<h1>${product.name}</h1>`);

    await page.goto(`${catalogueElsewhere!.shop.baseURL}${paths.product(product.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});

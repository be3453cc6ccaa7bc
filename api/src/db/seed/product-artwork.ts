import { shop } from '../../config.ts';
import type { PackagingColours, SeedCombo, SeedProduct } from './seed-catalog-data.ts';

/**
 * Illustrations drawn for this shop: a stand-up pouch per product in its own colours,
 * with grain and millet motifs, on an 800×800 canvas.
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const font = 'DejaVu Sans, Verdana, Arial, sans-serif';

function wrapWords(text: string, maxCharacters: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxCharacters) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A repeatable pseudo-random sequence, so each product's grains fall the same way every time. */
function grainPositions(seedText: string, count: number) {
  let state = Array.from(seedText).reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  return Array.from({ length: count }, () => ({
    x: next() * 800,
    y: next() * 800,
    angle: next() * 180,
    size: 0.6 + next() * 0.8,
  }));
}

const scatteredGrains = (seedText: string, colour: string, opacity: number) =>
  grainPositions(seedText, 46)
    .map(({ x, y, angle, size }, index) =>
      index % 3 === 0
        ? `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(7 * size).toFixed(1)}" fill="${colour}" opacity="${opacity}"/>`
        : `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${(15 * size).toFixed(1)}" ry="${(7 * size).toFixed(1)}" transform="rotate(${angle.toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})" fill="${colour}" opacity="${opacity}"/>`,
    )
    .join('');

/** A millet stalk: a stem with grains on both sides. */
const milletStalk = (x: number, y: number, colour: string) => {
  const grains = [0, 1, 2, 3, 4]
    .map((step) => {
      const grainY = y - 18 - step * 16;
      return (
        `<ellipse cx="${x - 9}" cy="${grainY}" rx="9" ry="5" transform="rotate(-35 ${x - 9} ${grainY})" fill="${colour}"/>` +
        `<ellipse cx="${x + 9}" cy="${grainY - 8}" rx="9" ry="5" transform="rotate(35 ${x + 9} ${grainY - 8})" fill="${colour}"/>`
      );
    })
    .join('');
  return `<path d="M${x} ${y} L${x} ${y - 100}" stroke="${colour}" stroke-width="4" stroke-linecap="round"/>${grains}`;
};

const canvas = (background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
  `<rect width="800" height="800" fill="${background}"/>${body}</svg>`;

const pouchOutline =
  'M215 150 Q215 128 238 128 L562 128 Q585 128 585 150 L592 690 Q592 714 568 714 L232 714 Q208 714 208 690 Z';

function pouchFront(product: SeedProduct): string {
  const { pouch, band, accent } = product.colours;
  const nameLines = wrapWords(product.name, 12);
  const nameTop = 330 - (nameLines.length - 1) * 20;
  const name = nameLines
    .map(
      (line, index) =>
        `<text x="400" y="${nameTop + index * 46}" font-family="${font}" font-size="38" font-weight="bold" fill="${band}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<ellipse cx="400" cy="724" rx="200" ry="22" fill="#000" opacity="0.12"/>` +
    `<path d="${pouchOutline}" fill="${pouch}"/>` +
    `<path d="M215 150 Q215 128 238 128 L562 128 Q585 128 585 150 L585 196 L215 196 Z" fill="${band}"/>` +
    `<path d="M222 214 L578 214" stroke="${accent}" stroke-width="4" stroke-dasharray="10 8"/>` +
    `<text x="400" y="172" font-family="${font}" font-size="26" font-weight="bold" fill="${accent}" text-anchor="middle" letter-spacing="3">${escapeXml(shop.name.toUpperCase())}</text>` +
    `<rect x="252" y="250" width="296" height="330" rx="24" fill="#fffdf7"/>` +
    name +
    `<text x="400" y="${nameTop + nameLines.length * 46 + 6}" font-family="${font}" font-size="20" fill="${band}" text-anchor="middle">${escapeXml(product.packLine)}</text>` +
    milletStalk(320, 565, pouch) +
    milletStalk(480, 565, pouch) +
    `<circle cx="400" cy="510" r="34" fill="${accent}"/>` +
    `<text x="400" y="505" font-family="${font}" font-size="13" font-weight="bold" fill="${band}" text-anchor="middle">GLUTEN</text>` +
    `<text x="400" y="523" font-family="${font}" font-size="13" font-weight="bold" fill="${band}" text-anchor="middle">FREE</text>` +
    `<path d="M260 640 Q400 600 540 640" stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<text x="400" y="676" font-family="${font}" font-size="20" font-weight="bold" fill="#fffdf7" text-anchor="middle">HIGH PROTEIN · MILLETS</text>`
  );
}

export const pouchFrontSvg = (product: SeedProduct) =>
  canvas(product.colours.background, scatteredGrains(product.slug, product.colours.pouch, 0.18) + pouchFront(product));

export function pouchBackSvg(product: SeedProduct): string {
  const { pouch, band, accent } = product.colours;
  const ingredientLines = wrapWords(product.ingredients.join(', '), 26).slice(0, 4);
  const ingredients = ingredientLines
    .map(
      (line, index) =>
        `<text x="270" y="${318 + index * 26}" font-family="${font}" font-size="17" fill="#3b3b3b">${escapeXml(line)}</text>`,
    )
    .join('');
  const tableRows = [0, 1, 2, 3, 4]
    .map(
      (row) =>
        `<rect x="270" y="${480 + row * 28}" width="260" height="2" fill="${pouch}" opacity="0.5"/>` +
        `<rect x="270" y="${462 + row * 28}" width="${90 + ((row * 37) % 60)}" height="10" rx="5" fill="${band}" opacity="0.35"/>` +
        `<rect x="470" y="${462 + row * 28}" width="60" height="10" rx="5" fill="${band}" opacity="0.35"/>`,
    )
    .join('');
  return canvas(
    accent,
    scatteredGrains(`${product.slug}-back`, band, 0.12) +
      `<ellipse cx="400" cy="724" rx="200" ry="22" fill="#000" opacity="0.12"/>` +
      `<path d="${pouchOutline}" fill="${pouch}"/>` +
      `<path d="M215 150 Q215 128 238 128 L562 128 Q585 128 585 150 L585 196 L215 196 Z" fill="${band}"/>` +
      `<rect x="250" y="240" width="300" height="380" rx="18" fill="#fffdf7"/>` +
      `<text x="270" y="285" font-family="${font}" font-size="22" font-weight="bold" fill="${band}">Ingredients</text>` +
      ingredients +
      `<text x="270" y="448" font-family="${font}" font-size="22" font-weight="bold" fill="${band}">Nutrition</text>` +
      tableRows +
      `<text x="400" y="676" font-family="${font}" font-size="18" fill="#fffdf7" text-anchor="middle">Made in India · ${escapeXml(shop.name)}</text>`,
  );
}

export function servingBowlSvg(product: SeedProduct): string {
  const { pouch, band, accent, background } = product.colours;
  const grainsInBowl = grainPositions(`${product.slug}-bowl`, 60)
    .map(({ x, angle }, index) => {
      const grainX = 250 + (x / 800) * 300;
      const grainY = 392 + (index % 4) * 12 - Math.sin(((grainX - 250) / 300) * Math.PI) * 26;
      return `<ellipse cx="${grainX.toFixed(0)}" cy="${grainY.toFixed(0)}" rx="12" ry="6" transform="rotate(${angle.toFixed(0)} ${grainX.toFixed(0)} ${grainY.toFixed(0)})" fill="${index % 2 ? pouch : accent}"/>`;
    })
    .join('');
  const nameLines = wrapWords(product.name, 24);
  const name = nameLines
    .map(
      (line, index) =>
        `<text x="400" y="${650 + index * 40}" font-family="${font}" font-size="34" font-weight="bold" fill="${band}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return canvas(
    background,
    scatteredGrains(`${product.slug}-table`, accent, 0.5) +
      `<circle cx="400" cy="420" r="230" fill="#fffdf7" opacity="0.8"/>` +
      `<path d="M220 400 Q400 380 580 400" fill="${pouch}"/>` +
      grainsInBowl +
      `<path d="M200 410 L600 410 Q590 560 400 570 Q210 560 200 410 Z" fill="${band}"/>` +
      `<path d="M230 440 Q400 455 570 440" stroke="${accent}" stroke-width="6" fill="none"/>` +
      `<rect x="520" y="250" width="18" height="150" rx="9" transform="rotate(30 529 325)" fill="#b98b5a"/>` +
      `<ellipse cx="582" cy="226" rx="34" ry="22" transform="rotate(30 582 226)" fill="#b98b5a"/>` +
      milletStalk(150, 560, pouch) +
      milletStalk(650, 560, pouch) +
      name,
  );
}

export function howToUseSvg(product: SeedProduct, steps: string[]): string {
  const { pouch, band, accent, background } = product.colours;
  const labels = ['Mix', 'Rest', 'Cook'];
  const stepBadges = labels
    .slice(0, Math.min(labels.length, steps.length))
    .map((label, index) => {
      const x = 200 + index * 200;
      return (
        `<circle cx="${x}" cy="640" r="52" fill="${band}"/>` +
        `<text x="${x}" y="636" font-family="${font}" font-size="34" font-weight="bold" fill="${accent}" text-anchor="middle">${index + 1}</text>` +
        `<text x="${x}" y="666" font-family="${font}" font-size="18" fill="#fffdf7" text-anchor="middle">${label}</text>`
      );
    })
    .join('');
  return canvas(
    background,
    scatteredGrains(`${product.slug}-kitchen`, pouch, 0.15) +
      `<text x="400" y="70" font-family="${font}" font-size="26" font-weight="bold" fill="${band}" text-anchor="middle">How to cook ${escapeXml(product.name)}</text>` +
      `<ellipse cx="400" cy="330" rx="250" ry="150" fill="#2f2f2f"/>` +
      `<ellipse cx="400" cy="318" rx="226" ry="130" fill="#4a4a4a"/>` +
      `<rect x="632" y="300" width="150" height="28" rx="14" fill="#6b4a2b"/>` +
      `<ellipse cx="400" cy="318" rx="150" ry="84" fill="${accent}"/>` +
      `<ellipse cx="400" cy="318" rx="150" ry="84" fill="none" stroke="${pouch}" stroke-width="8" opacity="0.6"/>` +
      [340, 400, 460]
        .map(
          (x) =>
            `<path d="M${x} 195 q-18 -25 0 -50 q18 -25 0 -50" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.7" stroke-linecap="round"/>`,
        )
        .join('') +
      stepBadges,
  );
}

export function comboSvg(combo: SeedCombo, products: SeedProduct[]): string {
  const width = 800 / Math.max(products.length, 1);
  const scale = Math.min(0.75, 1.6 / products.length);
  const pouches = products
    .map((product, index) => {
      const centreX = width * index + width / 2;
      return `<g transform="translate(${(centreX - 400 * scale).toFixed(1)} ${(450 - 426 * scale).toFixed(1)}) scale(${scale.toFixed(3)})">${pouchFront(product)}</g>`;
    })
    .join('');
  const colours: PackagingColours = products[0]?.colours ?? {
    pouch: '#c98a2b',
    band: '#7a4b12',
    accent: '#f6d58b',
    background: '#fbf1dc',
  };
  return canvas(
    '#fff8ec',
    scatteredGrains(combo.slug, colours.pouch, 0.15) +
      `<rect x="120" y="60" width="560" height="96" rx="48" fill="${colours.band}"/>` +
      `<text x="400" y="124" font-family="${font}" font-size="44" font-weight="bold" fill="#fffdf7" text-anchor="middle">${escapeXml(combo.name)}</text>` +
      pouches +
      `<text x="400" y="760" font-family="${font}" font-size="26" fill="${colours.band}" text-anchor="middle">${products.length} packs · ${escapeXml(shop.name)}</text>`,
  );
}

import sharp from 'sharp';
import { bearer, post } from './requests.ts';
import type { TestShop } from './test-shop.ts';

/** Builders of the back office's product tests: test images and the store call's multipart form. */

/** A JPEG photo of one colour, with EXIF (camera, orientation) the shop must not pass on. */
export const photo = (width = 1600, height = 1200, colour = '#c98a2b') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret 1', Copyright: 'someone' } })
    .toBuffer();

export const pngImage = (size = 300) =>
  sharp({ create: { width: size, height: size, channels: 4, background: '#7a4b12' } })
    .png()
    .toBuffer();

export type FormFile = { bytes: Buffer; name: string; type?: string };

export type ProductFormFields = Record<string, string | FormFile | undefined>;

/** A product form that passes every rule: two weights, two images (the first the default), the nutrition table. */
export async function validProductForm(name = 'Foxtail Millet Khichdi Mix'): Promise<ProductFormFields> {
  return {
    name,
    serving_size: '50 g',
    serving_per_container: '10',
    in_stock: '1',
    prices: JSON.stringify([
      { weight: '500', unit: 'Gm', price: '249', discounted_price: '219' },
      { weight: '1', unit: 'Kg', price: '469', discounted_price: '' },
    ]),
    ingredients: JSON.stringify([{ ingredient: 'Foxtail millet' }, { ingredient: 'Moong dal' }]),
    descriptions: JSON.stringify([{ description: 'A one-pot khichdi of millet and dal.' }]),
    nutritional_information: JSON.stringify([
      { label: 'Energy', 'Column 1': '350 kcal', 'Column 2': '175 kcal' },
      { label: 'Protein', 'Column 1': '12 g', 'Column 2': '' },
    ]),
    how_to_use: JSON.stringify({
      steps: [
        { step_order: 1, step_details: 'Rinse the mix.' },
        { step_order: 2, step_details: 'Pressure-cook for 3 whistles.' },
      ],
      tip: 'Add ghee on top.',
    }),
    how_to_use_image: { bytes: await pngImage(900), name: 'how-to.png', type: 'image/png' },
    'images[0]': { bytes: await photo(), name: 'front.jpg', type: 'image/jpeg' },
    'thumbnails[0]': { bytes: await pngImage(), name: 'front-thumb.png', type: 'image/png' },
    'defaultImageFlags[0]': '1',
    'images[1]': { bytes: await photo(800, 800, '#4a7a12'), name: 'back.jpg', type: 'image/jpeg' },
    'thumbnails[1]': { bytes: await pngImage(), name: 'back-thumb.png', type: 'image/png' },
    'defaultImageFlags[1]': '0',
  };
}

export function formData(fields: ProductFormFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }),
        value.name,
      );
  }
  return form;
}

export const sendForm = (shop: TestShop, url: string, fields: ProductFormFields, token?: string) =>
  post(shop, url, formData(fields), bearer(token));

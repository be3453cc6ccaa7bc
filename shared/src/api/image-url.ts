import { shop } from '../config/shop.ts';
import { comboImagePath, productImagePath } from '../contracts/storage-paths.ts';

export const productImageUrl = (productId: number, image: string) => shop.apiBase + productImagePath(productId, image);

export const comboImageUrl = (comboId: number, image: string) => shop.apiBase + comboImagePath(comboId, image);

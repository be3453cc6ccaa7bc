import { shop } from 'shared/config/shop';
import { comboImagePath, productImagePath } from 'shared/contracts/storage-paths';

export const productImageUrl = (productId: number, image: string) => shop.apiBase + productImagePath(productId, image);

export const comboImageUrl = (comboId: number, image: string) => shop.apiBase + comboImagePath(comboId, image);

/** Where the API serves catalogue images; the client prefixes the API base. */
export const productImagePath = (productId: number, image: string) =>
  `/storage/product/${productId}/${encodeURIComponent(image)}`;

export const comboImagePath = (comboId: number, image: string) =>
  `/storage/product_combo/${comboId}/${encodeURIComponent(image)}`;

/** The orders screens' banners clear after 3 s. */
export const ORDER_MESSAGE_MS = 3000;

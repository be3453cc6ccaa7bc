/** The back office's banners clear after 3 s. */
export const ADMIN_MESSAGE_MS = 3000;

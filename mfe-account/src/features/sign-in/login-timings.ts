/** Login messages clear after 3 s. */
export const LOGIN_MESSAGE_MS = 3000;

/** How long "Login successful!" shows before the dashboard opens. */
export const AFTER_LOGIN_MS = 1000;

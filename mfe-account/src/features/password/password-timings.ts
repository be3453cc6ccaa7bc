/** Messages of the password screens clear after 3 s, as the login's do. */
export const PASSWORD_MESSAGE_MS = 3000;

/** After a reset, my-account opens 1 s later. */
export const AFTER_PASSWORD_SET_MS = 1000;

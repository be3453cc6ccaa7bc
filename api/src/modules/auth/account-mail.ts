import { shop } from '../../config.ts';
import type { Mail } from '../../mail/mailer.ts';
import { ONE_TIME_LIFETIME_MS } from './one-time-tokens.ts';

const hours = (ms: number) => Math.round(ms / 3_600_000);

export const confirmationMail = (to: string, link: string): Mail => ({
  to,
  subject: `Confirm your e-mail address for ${shop.name}`,
  text: [
    `Welcome to ${shop.name}!`,
    '',
    'Please confirm your e-mail address by opening this link; you can then log in:',
    link,
    '',
    `The link works once, for ${hours(ONE_TIME_LIFETIME_MS['confirm-email'])} hours.`,
    'If you did not create an account, you can ignore this mail.',
  ].join('\n'),
});

export const resetPasswordMail = (to: string, link: string): Mail => ({
  to,
  subject: `Reset your ${shop.name} password`,
  text: [
    'Someone asked to reset the password of your account. To choose a new one, open this link:',
    link,
    '',
    `The link works once, for ${hours(ONE_TIME_LIFETIME_MS['reset-password'])} hour.`,
    'If it was not you, ignore this mail: your password stays as it is.',
  ].join('\n'),
});

export const loginLinkMail = (to: string, link: string): Mail => ({
  to,
  subject: `Your ${shop.name} sign-in link`,
  text: [
    'Someone asked for a link to sign in to your account without its password. To sign in, open this link:',
    link,
    '',
    `The link works once, for ${hours(ONE_TIME_LIFETIME_MS['sign-in'])} hour.`,
    'If it was not you, ignore this mail: nobody can sign in without the link.',
  ].join('\n'),
});

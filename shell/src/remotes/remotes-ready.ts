import { fetchRemotesMap } from './remotes-map.ts';
import { registerShopperRemotes } from './register-remotes.ts';

/**
 * Settles once the remotes map has been read and its remotes registered; started at once by index.ts. Nothing to
 * read on the server, whose renderer registers the remotes it is given.
 */
export const remotesReady: Promise<void> =
  typeof window === 'undefined' ? Promise.resolve() : fetchRemotesMap().then(registerShopperRemotes);

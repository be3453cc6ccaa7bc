import { fetchRemotesMap } from './remotes-map.ts';
import { registerShopperRemotes } from './register-remotes.ts';

/** Settles once the remotes map has been read and its remotes registered; started at once by index.ts. */
export const remotesReady: Promise<void> = fetchRemotesMap().then(registerShopperRemotes);

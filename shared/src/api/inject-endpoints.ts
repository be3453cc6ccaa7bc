import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import { baseApi } from 'shared/api/base-api';

export type EndpointBuilder = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];

/** Which module injected each endpoint name into the one API slice. */
const owners = new Map<string, string>();

function claim(owner: string, names: string[]) {
  for (const name of names) {
    const holder = owners.get(name);
    if (holder !== undefined && holder !== owner)
      throw new Error(`${owner} injects the endpoint "${name}", which ${holder} injected already`);
  }
  for (const name of names) owners.set(name, owner);
}

/**
 * Adds a module's endpoints to the one API slice; `owner` names the module (`mfe-catalog/features/cart/api`).
 * A name another module holds throws, as RTK Query's `overrideExisting: 'throw'` would: remotes are deployed apart,
 * and a clash would give one remote another's endpoint. The owner's own names are replaced instead: the server's
 * render workers keep the slice while they load a redeployed remote's new code, and a hot reload runs a file again.
 */
export function injectEndpoints<Definitions extends EndpointDefinitions>(
  owner: string,
  { endpoints }: { endpoints: (build: EndpointBuilder) => Definitions },
) {
  // eslint-disable-next-line no-restricted-properties -- the one place that injects, with the check above
  return baseApi.injectEndpoints({
    endpoints: (build) => {
      const definitions = endpoints(build);
      claim(owner, Object.keys(definitions));
      return definitions;
    },
    // the claim has refused another module's names by now; the owner's own are replaced
    overrideExisting: true,
  });
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime's hook for a remote that cannot be loaded (manifest,
 * entry or module). It names the remote in the log and lets the error reach the
 * page's boundary, which shows the retry; the rest of the shop is untouched.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-failure-plugin',
    errorLoadRemote({ id, lifecycle, error }) {
      console.error(`Remote module "${id}" could not be loaded (${lifecycle})`, error);
      return undefined;
    },
  };
}

import path from 'node:path';
import { parseArgs } from 'node:util';
import { frontEnds, root } from '../front-ends.ts';

export const usage = `Usage: npm run check:shared-versions [-- [--shell <manifest>] [--remote <manifest>]...]

Fails when a remote needs a shared singleton in a version range the shell does not provide.
A <manifest> is an mf-manifest.json: a file path or an http(s) URL.

  --shell <manifest>   the shell to check against (default: shell/dist/mf-manifest.json)
  --remote <manifest>  a remote to check, repeatable (default: every mfe-*/dist/mf-manifest.json)

Before deploying a remote: npm run check:shared-versions -- --remote mfe-catalog/dist/mf-manifest.json --shell https://<shop>/mf-manifest.json`;

export interface ManifestSources {
  shell: string;
  remotes: string[];
}

const builtManifest = (pkg: string) => path.join(root, pkg, 'dist', 'mf-manifest.json');

/** The manifests named on the command line, or the shell's and every remote's build in this repository. */
export function manifestSources(args: string[]): ManifestSources | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      shell: { type: 'string' },
      remote: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  const remotes = frontEnds().filter((pkg) => pkg !== 'shell');
  return {
    shell: values.shell ?? builtManifest('shell'),
    remotes: values.remote ?? remotes.map(builtManifest),
  };
}

// `npm run check:shared-versions`: fails when a remote needs a shared singleton in a version range the
// shell does not provide (`--help` for the options; docs/decisions/singleton-versions.md).
import { checkRemote } from './shared-versions/check-remote.ts';
import { manifestSources, usage } from './shared-versions/manifest-sources.ts';
import { readManifest, UnreadableManifestError } from './shared-versions/read-manifest.ts';

const isArgumentError = (error: unknown) =>
  error instanceof TypeError && String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS');

const fail = (message: string) => {
  console.error(message);
  process.exitCode = 1;
};

async function main() {
  const sources = manifestSources(process.argv.slice(2));
  if (sources === 'help') {
    console.log(usage);
    return;
  }

  const shell = await readManifest(sources.shell);
  let skewed = false;
  for (const source of sources.remotes) {
    const remote = await readManifest(source).catch((error: unknown) => {
      if (!(error instanceof UnreadableManifestError)) throw error;
      fail(error.message);
    });
    if (!remote) continue;
    const { ok, lines } = checkRemote(shell, remote);
    if (ok) lines.forEach((line) => console.log(line));
    else lines.forEach(fail);
    skewed ||= !ok;
  }
  if (skewed) {
    fail(
      'Deployed like this, a remote runs against versions it was not built for: align its dependencies with the shell, or deploy a shell that provides them first.',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof UnreadableManifestError) fail(error.message);
  else if (isArgumentError(error)) fail(`${(error as Error).message}\n\n${usage}`);
  else throw error;
});

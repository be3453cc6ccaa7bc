// `npm run dev`: the API in watch mode, the shell and each remote on its own
// dev server with hot reload; the shell's dev remotes map points at those servers.
import concurrently from 'concurrently';
import { federationName } from './federation-name.ts';
import { frontEnds } from './front-ends.ts';

const API_PORT = 8080;
const SHELL_PORT = 3000;

const remotes = frontEnds().filter((pkg) => pkg !== 'shell');
const remotePort = (index: number) => SHELL_PORT + 1 + index;
const devRemotes = Object.fromEntries(
  remotes.map((pkg, index) => [federationName(pkg), `http://localhost:${remotePort(index)}/mf-manifest.json`]),
);

const { result } = concurrently(
  [
    { name: 'api', command: 'npm run dev -w api', env: { PORT: String(API_PORT) } },
    {
      name: 'shell',
      command: 'npm run dev -w shell',
      env: {
        PORT: String(SHELL_PORT),
        DEV_REMOTES: JSON.stringify(devRemotes),
        DEV_API_URL: `http://localhost:${API_PORT}`,
      },
    },
    ...remotes.map((pkg, index) => ({
      name: pkg,
      command: `npm run dev -w ${pkg}`,
      env: { PORT: String(remotePort(index)) },
    })),
  ],
  { prefixColors: 'auto', killOthersOn: ['failure'] },
);

console.log(`The shop in development: http://localhost:${SHELL_PORT}`);
result.catch(() => {
  process.exitCode = 1;
});

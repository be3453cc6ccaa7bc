import { hostConfig } from '../rspack.base.ts';

export default hostConfig({
  dir: import.meta.dirname,
  devPort: 3000,
  runtimePlugins: ['./src/remotes/remote-failure-plugin.ts', './src/remotes/caret-singleton-plugin.ts'],
  serverEntry: './src/server/render-worker.ts',
});

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { writeCompressedCopies } from './precompress-plugin.ts';

interface Manifest {
  metaData: {
    remoteEntry: { name: string; path: string; type: string };
    buildInfo: { buildVersion: string };
    ssrRemoteEntry?: { name: string; path: string; type: string };
    ssrBuildVersion?: string;
  };
}

const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/**
 * Names a remote's server build in its browser manifest (`ssrRemoteEntry`, which the federation runtime
 * prefers outside a browser), so one remotes map serves both. Runs in the server build, which follows the
 * browser one; the manifest's compressed copies are written again, or a client asking for gzip (Node's fetch
 * does) would get the manifest without it.
 */
export class ServerEntryInManifestPlugin implements RspackPluginInstance {
  constructor(private readonly serverFolder: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('ServerEntryInManifestPlugin', (compilation) => {
      const serverOutput = compilation.outputOptions.path!;
      const browserManifestFile = path.join(serverOutput, '..', 'mf-manifest.json');
      const server = readManifest(path.join(serverOutput, 'mf-manifest.json'));
      const browser = readManifest(browserManifestFile);
      browser.metaData.ssrRemoteEntry = { ...server.metaData.remoteEntry, path: `${this.serverFolder}/` };
      // a server-only rebuild must still change the manifest, which is how a redeploy is noticed
      browser.metaData.ssrBuildVersion = server.metaData.buildInfo.buildVersion;
      writeFileSync(browserManifestFile, JSON.stringify(browser, null, 2));
      writeCompressedCopies(browserManifestFile);
    });
  }
}

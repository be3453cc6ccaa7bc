/**
 * The one factory every front end's rspack.config.ts calls: swc for TS/TSX,
 * Module Federation 2 with the shop's shared singletons, the dev server and
 * the production output. A new remote needs only its folder, a config that
 * calls `remoteConfig`, an entry in shell/public/remotes.json and rows in the
 * shell's route table.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { federationName } from './scripts/federation-name.ts';
import { PrecompressPlugin } from './scripts/precompress-plugin.ts';
import { PreloadBootChunksPlugin } from './scripts/preload-boot-chunks-plugin.ts';

const root = import.meta.dirname;

const versionOf = (pkg: string): string =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;

const singleton = (pkg: string, versionPkg = pkg) => {
  const version = versionOf(versionPkg);
  return { singleton: true, version, requiredVersion: `^${version}` };
};

/** One copy of each in the browser: the host provides them, remotes reuse them. */
const sharedSingletons = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom/client', 'react-dom'),
  'react-router-dom': singleton('react-router-dom'),
  '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
  '@reduxjs/toolkit/query/react': singleton('@reduxjs/toolkit/query/react', '@reduxjs/toolkit'),
  'react-redux': singleton('react-redux'),
  'styled-components': singleton('styled-components'),
  // The workspace package: every `shared/...` module is one instance (one store, one API slice).
  'shared/': { ...singleton('shared'), packageName: 'shared' },
};

interface FrontEndOptions {
  /** The package's folder (its rspack.config.ts passes `import.meta.dirname`). */
  dir: string;
  /** Dev server port, unless `PORT` is set (scripts/dev.mjs sets it). */
  devPort: number;
}

const isProduction = process.env.NODE_ENV !== 'development';

/** Deployment settings fixed at build time (see shared/src/config/shop.ts). */
const deploymentSettings = ['SHOP_NAME', 'SHOP_SLUG', 'API_BASE'] as const;

function baseConfig({ dir, devPort }: FrontEndOptions): Configuration {
  return {
    context: dir,
    mode: isProduction ? 'production' : 'development',
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction } },
            },
            env: { targets: 'defaults and supports es6-module' },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset' },
      ],
    },
    output: {
      path: path.join(dir, 'dist'),
      // 'auto': chunks load from wherever the entry was loaded, so a remote can move origin.
      publicPath: 'auto',
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      clean: true,
    },
    plugins: [
      new rspack.DefinePlugin(
        Object.fromEntries(
          deploymentSettings.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')]),
        ),
      ),
      ...(isProduction ? [new PrecompressPlugin()] : []),
    ],
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT) || devPort,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  };
}

interface RemoteOptions extends FrontEndOptions {
  /** Exposed module name → file; each page is its own module, loaded lazily. */
  exposes: Record<string, string>;
}

export function remoteConfig(options: RemoteOptions): Configuration {
  const base = baseConfig(options);
  const name = federationName(path.basename(options.dir));
  return {
    ...base,
    entry: {},
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: { generateTypes: { compilerInstance: 'tsc' }, consumeTypes: false, displayErrorInTerminal: true },
        // The shell provides the federation runtime; remotes do not ship their own copy.
        experiments: { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
      }),
    ],
  };
}

interface HostOptions extends FrontEndOptions {
  /** Runtime plugins of the host (the remote-failure hook). */
  runtimePlugins: string[];
}

export function hostConfig(options: HostOptions): Configuration {
  const base = baseConfig(options);
  return {
    ...base,
    entry: { main: './src/index.ts' },
    // The shell is served at the root, and its page is served for every client route (/viewProduct/1).
    output: { ...base.output, publicPath: '/' },
    optimization: {
      splitChunks: {
        // Every page needs all the singletons and the `shared` modules at boot: two requests, not thirty.
        cacheGroups: {
          singletons: { test: /[\\/]node_modules[\\/]/, name: 'singletons', chunks: 'async', enforce: true },
          sharedPackage: { test: /[\\/]shared[\\/]src[\\/]/, name: 'shared-package', chunks: 'async', enforce: true },
        },
      },
    },
    plugins: [
      ...(base.plugins ?? []),
      new rspack.HtmlRspackPlugin({ template: './index.html', minify: isProduction }),
      new PreloadBootChunksPlugin(['singletons', 'shared-package']),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
      new ModuleFederationPlugin({
        name: 'shell',
        // Remotes are registered at run time from the remotes map, never at build time.
        remotes: {},
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins,
        manifest: false,
        dts: false,
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
    devServer: {
      ...base.devServer,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/storage'], target: process.env.DEV_API_URL || 'http://localhost:8080' }],
      setupMiddlewares: (middlewares) => {
        // In dev the remotes map points at each remote's dev server (scripts/dev.mjs).
        const devRemotes = process.env.DEV_REMOTES;
        if (devRemotes) {
          middlewares.unshift({
            name: 'dev-remotes-map',
            path: '/remotes.json',
            middleware: (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(devRemotes);
            },
          });
        }
        return middlewares;
      },
    },
  };
}

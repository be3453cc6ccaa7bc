import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

/**
 * Adds `<link rel="preload">` for named async chunks every page needs at boot
 * (the shared singletons), so the browser fetches them beside the entry
 * instead of after it has run.
 */
export class PreloadBootChunksPlugin implements RspackPluginInstance {
  constructor(private readonly chunkNames: string[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PreloadBootChunksPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise(
        'PreloadBootChunksPlugin',
        (data) => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const links = this.chunkNames
            .flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])])
            .filter((file) => file.endsWith('.js'))
            .map((file) => `<link rel="preload" as="script" href="${publicPath}${file}">`);
          data.html = data.html.replace('</head>', `${links.join('')}</head>`);
          return Promise.resolve(data);
        },
      );
    });
  }
}

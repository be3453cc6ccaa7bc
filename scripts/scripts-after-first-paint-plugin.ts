import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

/**
 * The page's own script, in place of the entry's `<script>` tags: a page the server rendered needs no script to be
 * seen, so the shop's code is fetched once the page has been painted (at once in a tab nobody sees, which paints
 * nothing) and does not take the bandwidth of its images. The named async chunks every page needs at boot (the
 * shared singletons) are preloaded at the same moment, beside the entry instead of after it has run.
 */
const loader = (preloads: string[], scripts: string[]) => `(() => {
  const load = () => {
    for (const href of ${JSON.stringify(preloads)})
      document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href }));
    for (const src of ${JSON.stringify(scripts)})
      document.head.append(Object.assign(document.createElement('script'), { src, async: false }));
  };
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load));
})();`;

export class ScriptsAfterFirstPaintPlugin implements RspackPluginInstance {
  constructor(private readonly bootChunkNames: string[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('ScriptsAfterFirstPaintPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
        'ScriptsAfterFirstPaintPlugin',
        (data) => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const preloads = this.bootChunkNames
            .flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])])
            .filter((file) => file.endsWith('.js'))
            .map((file) => `${publicPath}${file}`);
          const isEntryScript = (tag: (typeof data.headTags)[number]) =>
            tag.tagName === 'script' && typeof tag.attributes.src === 'string';
          const scripts = [...data.headTags, ...data.bodyTags].filter(isEntryScript).map((tag) => tag.attributes.src);
          data.headTags = data.headTags.filter((tag) => !isEntryScript(tag));
          data.bodyTags = [
            ...data.bodyTags.filter((tag) => !isEntryScript(tag)),
            rspack.HtmlRspackPlugin.createHtmlTagObject('script', {}, loader(preloads, scripts as string[])),
          ];
          return Promise.resolve(data);
        },
      );
    });
  }
}

import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Each front end asks for a shared singleton with `^` and the version it was built with (rspack.base.ts). The
 * federation runtime checks every such request with its semver parser, which compiles a dozen regular expressions
 * per call, so a cold page paid for it once per shared module per front end. The caret of the very version provided
 * is satisfied by definition: this hook hands that singleton over at once; any other request still goes through
 * the runtime's own check and its warning.
 */
export default function caretSingletonPlugin(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'caret-singleton-plugin',
    resolveShare(args) {
      const { shareConfig } = args.shareInfo;
      const shared = args.shareScopeMap[args.scope]![args.pkgName]?.[args.version];
      if (!shared || !shareConfig.singleton || shareConfig.requiredVersion !== `^${args.version}`) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
  // the remotes' federation instances, created as each remote loads, take it from the global list
  registerGlobalPlugins([plugin]);
  return plugin;
}

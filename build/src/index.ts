/** The build's parts, for the one factory (rspack.config.base.ts) and the shell's prerender. */
export { antdModuleRules } from './antd-rules';
export { antdStylesAlias, antdStylesDir } from './antd-styles';
export { EmitJson, precompressed, WholeAntdGuard } from './plugins';
export { reactRouterProduction } from './react-router';
export { repoRoot } from './repo-root';
export { antdByComponent, browserTargets, scriptRule, type ScriptRuleOptions } from './script-rule';
export { sharedModules, type SharedConfig, type SharedOptions } from './shared-modules';
export { splitChunks } from './split-chunks';

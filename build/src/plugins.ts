/** The factory's own small plugins. */
import { rspack, type Compiler } from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';

/**
 * A bare `antd` request left after the transform (`import * as antd`, `export { X } from 'antd'`)
 * would bundle the whole library (~430 KiB gzip) next to the shared components: fail the build.
 */
export class WholeAntdGuard {
  apply(compiler: Compiler) {
    compiler.hooks.normalModuleFactory.tap('WholeAntdGuard', (factory) => {
      factory.hooks.beforeResolve.tap('WholeAntdGuard', (data) => {
        if (data.request === 'antd' && !/[\\/]node_modules[\\/]/.test(data.contextInfo.issuer)) {
          throw new Error(
            `${data.contextInfo.issuer}: import antd components by name — import { Button } from 'antd' — (no namespace, default or re-export of 'antd')`,
          );
        }
      });
    });
  }
}

/** Writes `value` as the JSON file `file` of the build's output. */
export class EmitJson {
  constructor(
    private readonly file: string,
    private readonly value: unknown,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('EmitJson', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitJson', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.file, new rspack.sources.RawSource(`${JSON.stringify(this.value, null, 2)}\n`));
      });
    });
  }
}

const compressible = /\.(js|css|html|json|svg)$/;

/** Each output file's gzip copy, and its brotli one unless `brotli` is off (test builds). */
export function precompressed({ brotli }: { brotli: boolean }) {
  return [
    new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: compressible, threshold: 1024 }),
    brotli &&
      new CompressionPlugin({
        filename: '[path][base].br',
        algorithm: 'brotliCompress',
        test: compressible,
        threshold: 1024,
        compressionOptions: { level: 11 },
      }),
  ];
}

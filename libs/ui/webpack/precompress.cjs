'use strict';

const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The files worth compressing: text the gateways serve with a compressible type
 * (gateway/src/content-types.mjs). Source maps are left out: only developer tools fetch them,
 * and brotli at its best quality would more than double the build time for them (about 16 MB);
 * the gateways gzip them on the fly instead.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|webmanifest|svg|txt)$/;

/** As the gateways' gzip_min_length: smaller files are not worth compressing. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`, level 9) copy beside every compressible
 * asset of 1 KB or more, once, at build time. Both gateways send these files as they are to the
 * browsers that accept them (gateway/README.md), so they send the same bytes, and no request pays
 * for compressing. A copy that would not be smaller is not written.
 */
class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PrecompressPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After every other change to the assets (minified, hashed, index.html written).
        { name: PrecompressPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const eligible = Object.keys(assets).filter((name) => COMPRESSIBLE.test(name));
          await Promise.all(
            eligible.map(async (name) => {
              const asset = compilation.getAsset(name);
              if (!asset) return;
              const content = asset.source.buffer();
              if (content.length < MIN_BYTES) return;
              const [br, gz] = await Promise.all([
                brotli(content, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  },
                }),
                gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
              ]);
              for (const [extension, compressed] of /** @type {const} */ ([
                ['br', br],
                ['gz', gz],
              ])) {
                if (compressed.length >= content.length) continue;
                const copy = `${name}.${extension}`;
                // Same cache life as the original; `compressed` keeps webpack's size report to the originals.
                compilation.emitAsset(copy, new sources.RawSource(compressed), { immutable: asset.info.immutable, compressed: true });
                compilation.updateAsset(name, asset.source, (info) => ({
                  ...info,
                  related: { ...info.related, [extension === 'br' ? 'brotli' : 'gzip']: copy },
                }));
              }
            }),
          );
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };

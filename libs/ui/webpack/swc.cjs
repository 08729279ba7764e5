'use strict';

/**
 * swc options for browser code (webpack) and its tests (jest). `swcrc: false` keeps the
 * repository's .swcrc, written for the Node services, out of the front-end build.
 */
function swcOptions({ development = false, moduleType } = {}) {
  return {
    swcrc: false,
    sourceMaps: true,
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development } },
      target: 'es2022',
    },
    ...(moduleType && { module: { type: moduleType } }),
  };
}

module.exports = { swcOptions };

'use strict';

const { TestEnvironment } = require('jest-environment-jsdom');

/** jsdom has no fetch: lend tests Node's, so they can answer with real `Response` objects. */
module.exports = class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Request, Response, Headers });
  }
};

'use strict';

const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom plus what it lacks: Node's fetch classes (tests answer with real `Response` objects),
 * the text codecs react-router needs, no-op scrolling (jsdom has no layout), and browsers' rule
 * that a popover is hidden until opened (jsdom has no popovers, so none ever opens).
 */
module.exports = class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Request, Response, Headers, TextEncoder, TextDecoder });
    this.global.scrollTo = () => {};
    this.global.Element.prototype.scrollIntoView = () => {};
    this.global.document.head.insertAdjacentHTML('beforeend', '<style>[popover] { display: none; }</style>');
  }
};

const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom lacks the Fetch API classes that React Router's data router builds for every
 * navigation; lend it Node's (with Node's AbortController, so their signals match).
 */
class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'Request',
      'Response',
      'Headers',
      'AbortController',
      'AbortSignal',
    ]) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;

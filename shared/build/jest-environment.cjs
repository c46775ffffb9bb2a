// The front-end tests' DOM: jest's jsdom environment over a jsdom newer than the one jest-environment-jsdom pins
// (26). Testing Library's role queries read every element's computed style, and jsdom 26 matches each one against
// every emotion rule again for each ancestor (its visibility inheritance): measured on /cartera's 15 tests,
// 72 s on jsdom 26 and 41 s on 29, the same tests passing. jsdom 30 and later need Node 22.
const JSDOMEnvironment = require('@jest/environment-jsdom-abstract').default;
const jsdom = require('jsdom');

module.exports = class PortalJsdomEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context, jsdom);
    // Browsers have had structuredClone since 2022 and jsdom has not: @mui/x-charts' gestures clone with it.
    this.global.structuredClone = globalThis.structuredClone;
  }
};

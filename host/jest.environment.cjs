/* global Request, Response, Headers, AbortController, AbortSignal */
// jsdom lacks the fetch classes (Request, Response, Headers) that react-router's data router and the
// API client use; take Node's own.
const { TestEnvironment } = require('jest-environment-jsdom');

class PortalEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}

module.exports = PortalEnvironment;

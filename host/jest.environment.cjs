/* global Request, Response, Headers, AbortController, AbortSignal */
// jsdom lacks the fetch classes (Request, Response, Headers) that react-router's data router and the
// API client use; take Node's own.
const PortalJsdomEnvironment = require('@portal/shared/build/jest-environment.cjs');

class PortalEnvironment extends PortalJsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}

module.exports = PortalEnvironment;

import { configure } from '@testing-library/react';

// The federation runtime is not loaded in unit tests; remote screens are covered by the e2e specs.
jest.mock('../app/remotes/federation', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(() => new Promise(() => undefined)),
}));

// Screens load lazily and typeaheads wait 400 ms; on a busy machine the default 1 s is too tight.
configure({ asyncUtilTimeout: 4000 });

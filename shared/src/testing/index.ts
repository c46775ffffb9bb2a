// Test helpers for every front-end package (`@portal/shared/testing`): session fixtures, a fake api at
// the fetch boundary, and a screen rendered as the host shows it. Never imported by application code.
export { producerSession, simulatorSession, simulation } from './session-fixtures';
export { installFakeApi, type FakeAnswer, type FakeRequest, type Handler } from './fake-api';
export { renderScreen } from './render-screen';

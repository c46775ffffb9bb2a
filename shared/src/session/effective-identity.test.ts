import { producerSession, simulation, simulatorSession } from '../testing/session-fixtures';
import { effectiveCuit, effectiveUserId, producerUserId } from './effective-identity';

describe('effectiveCuit', () => {
  it("is a producer's own CUIT", () => {
    expect(effectiveCuit(producerSession, null)).toBe('20172543597');
  });

  it("is a Gestor's represented CUIT", () => {
    expect(
      effectiveCuit({ ...producerSession, cuit: '27301112225', rol: 'Gestor', reportTo: '20172543597' }, null),
    ).toBe('20172543597');
  });

  it("is a simulator's chosen producer, or none", () => {
    expect(effectiveCuit(simulatorSession, simulation)).toBe('20172543597');
    expect(effectiveCuit(simulatorSession, null)).toBeNull();
    expect(effectiveCuit({ ...producerSession, userType: 3 }, null)).toBeNull();
  });
});

describe('effectiveUserId', () => {
  it("is the user's own id, or the chosen producer's for a simulator", () => {
    expect(effectiveUserId(producerSession, null)).toBe(10);
    expect(effectiveUserId(simulatorSession, { ...simulation, userIdProducer: 77 })).toBe(77);
    expect(effectiveUserId(simulatorSession, { ...simulation, userIdProducer: 0 })).toBeNull();
  });
});

describe('producerUserId', () => {
  it("is a producer's own id, and a simulator's chosen producer's, 0 for one without a portal user", () => {
    expect(producerUserId(producerSession, null)).toBe(10);
    expect(producerUserId(simulatorSession, { ...simulation, userIdProducer: 77 })).toBe(77);
    expect(producerUserId(simulatorSession, { ...simulation, userIdProducer: 0 })).toBe(0);
  });

  it('is none before a simulator picks a producer, for staff, or signed out', () => {
    expect(producerUserId(simulatorSession, null)).toBeNull();
    expect(producerUserId({ ...producerSession, userType: 3 }, null)).toBeNull();
    expect(producerUserId(null, null)).toBeNull();
  });
});

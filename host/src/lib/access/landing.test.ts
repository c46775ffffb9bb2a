import { producerSession, simulation, simulatorSession } from '@portal/shared/testing';
import { landingPath, mustSelectProducer, selectsProducer } from './landing';

/** Internal staff (002 §6): user type 2 signed in with `selectsProducer: false`. */
const staff = { ...simulatorSession, user: 'contenidos@demo.com.ar', selectsProducer: false };
const simulator = { ...simulatorSession, selectsProducer: true };

describe('the landing rule of 000 §2.3 for user type 2', () => {
  it('asks a simulator to select a producer, and one restored without the flag too', () => {
    expect(selectsProducer(simulator)).toBe(true);
    expect(selectsProducer(simulatorSession)).toBe(true);
    expect(landingPath(simulator, null)).toBe('/simulate-producer');
    expect(landingPath(simulatorSession, null)).toBe('/simulate-producer');
  });

  it('sends a simulator acting for a producer to /home', () => {
    expect(mustSelectProducer(simulator, simulation)).toBe(false);
    expect(landingPath(simulator, simulation)).toBe('/home');
  });

  it('does not ask internal staff to select a producer: they land on /home', () => {
    expect(selectsProducer(staff)).toBe(false);
    expect(mustSelectProducer(staff, null)).toBe(false);
    expect(landingPath(staff, null)).toBe('/home');
  });

  it('asks neither producers nor administrators', () => {
    expect(selectsProducer({ ...producerSession, selectsProducer: true })).toBe(false);
    expect(landingPath(producerSession, null)).toBe('/home');
    expect(landingPath({ ...producerSession, userType: 3 }, null)).toBe('/admin-users');
  });
});

import { appVersionEndpoint } from './boot';
import { getAppVersion } from './shell';

describe('the endpoints the browser calls before its first paint', () => {
  it('the app version is the shell contract’s endpoint, its answer checked as the schema checks it', () => {
    const { response: light, ...lightRest } = appVersionEndpoint;
    const { response: schema, ...rest } = getAppVersion;
    expect(lightRest).toEqual(rest);
    for (const answer of ['2.4.0', '', 3, null, { version: '2.4.0' }, ['2.4.0']]) {
      expect(light.safeParse(answer).success).toBe(schema.safeParse(answer).success);
      if (typeof answer === 'string') expect(light.safeParse(answer).data).toBe(answer);
    }
  });
});

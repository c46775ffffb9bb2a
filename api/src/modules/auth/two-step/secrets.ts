import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import { SecretBox } from '../../../lib/secret-box';

/**
 * Outside production with neither TWO_STEP_KEY nor JWT_SECRET: a fixed key, so the secrets a developer's
 * accounts enrolled survive a restart (the random per-process JWT key would make them unreadable). Production
 * always has JWT_SECRET.
 */
const DEVELOPMENT_KEY = 'portal-productores-development-two-step-key';

/** The box the TOTP secrets are sealed in: TWO_STEP_KEY's, else JWT_SECRET's (a key derived apart from the tokens' own). */
export function twoStepSecrets(
  config: Partial<Pick<Config, 'twoStepKey' | 'jwtSecret'>>,
  log: FastifyBaseLogger,
): SecretBox {
  const secret = config.twoStepKey ?? config.jwtSecret;
  if (!secret)
    log.warn('Neither TWO_STEP_KEY nor JWT_SECRET is set: two-step secrets are sealed with the development key');
  return new SecretBox(secret ?? DEVELOPMENT_KEY, 'two-step-totp-secret');
}

import type { Db } from '../../db/client';
import { ParameterKey } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { apiVersion } from '../../config';
import { findParameter } from './queries';

export async function getParameter(db: Db, key: string) {
  const row = await findParameter(db, key);
  if (!row) throw new AppError(404, messages.parameterNotFound(key));
  return { Key: row.key, Value: row.value };
}

/** An operator bumps the row to make every open browser reload; without one, the api's own version. */
export async function getAppVersion(db: Db): Promise<string> {
  const row = await findParameter(db, ParameterKey.appVersion);
  return row?.value ?? apiVersion;
}

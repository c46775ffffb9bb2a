import type { FastifyInstance } from 'fastify';
import { shell } from '@portal/shared/contract';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../http/register-endpoint';
import { getAppVersion, getParameter } from './service';

export function parameterRoutes(app: FastifyInstance, database: Database): void {
  registerEndpoint(app, shell.getAppVersion, () => getAppVersion(database.db));
  registerEndpoint(app, shell.getParameter, ({ query }) => getParameter(database.db, query.key));
}

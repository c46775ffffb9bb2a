import type { FastifyInstance } from 'fastify';
import { shell } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { getAutocompleteValues, getComboValues } from './service';

export function catalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, shell.getAutocompleteValues, ({ query, request }) =>
    getAutocompleteValues(ctx, request.session, query),
  );
  registerEndpoint(app, shell.getComboValues, ({ query, request }) =>
    getComboValues(ctx, request.session, query.e, query.parentId),
  );
}

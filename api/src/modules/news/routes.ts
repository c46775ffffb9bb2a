import type { FastifyInstance } from 'fastify';
import { news } from '@portal/shared/contract';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { messages } from '../../messages';
import { searchNews, searchNewsOfType } from './service';

export function newsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, news.newsSearch, async ({ query, request }) => {
    // Without Type any signed-in user gets only the current news (the home carousel), whatever Vigentes says:
    // the others (future, expired) are the administration's, under VerMarketing.
    if (query.Type === undefined) return searchNews(ctx.database.db);
    // The administration's list (002 §2 /news) needs its menu permission.
    if (!(await app.permissionsOf(request.session)).includes('VerMarketing'))
      throw new AppError(403, messages.forbidden);
    return searchNewsOfType(ctx.database.db, Number(query.Type));
  });
}

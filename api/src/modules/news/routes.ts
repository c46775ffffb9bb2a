import type { FastifyInstance } from 'fastify';
import { news } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { searchNews } from './service';

export function newsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, news.newsSearch, ({ query }) => searchNews(ctx.database.db, { vigentes: query.Vigentes === 'true' }));
}

import type { FastifyInstance } from 'fastify';
import { adminContent } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import type { FileStore } from '../../lib/storage';
import * as legends from './legends/service';
import * as notices from './news/service';
import * as definitions from './notifications/service';

/** A notice carries its image (5 MB at most) as base64 inside the JSON body. */
const NEWS_BODY_LIMIT = 8 * 1024 * 1024;

/** The content administration of 002 §2 (legends, notification definitions, news); each call checks its permission. */
export function adminContentRoutes(app: FastifyInstance, ctx: AppContext, files: FileStore): void {
  registerEndpoint(app, adminContent.getLabels, () => legends.getLabels(ctx));
  registerEndpoint(app, adminContent.getLabel, ({ query }) => legends.getLabel(ctx, query.Id));
  registerEndpoint(app, adminContent.saveLabel, ({ body }) => legends.saveLabel(ctx, body));
  registerEndpoint(app, adminContent.deleteLabel, ({ query }) => legends.deleteLabel(ctx, query.Id));

  registerEndpoint(app, adminContent.searchNotificationDefinition, () => definitions.searchDefinitions(ctx));
  registerEndpoint(app, adminContent.getNotificationDefinition, ({ query }) =>
    definitions.getDefinition(ctx, query.Id),
  );
  registerEndpoint(app, adminContent.saveNotificationDefinition, ({ body }) => definitions.saveDefinition(ctx, body));
  registerEndpoint(app, adminContent.deleteNotificationDefinition, ({ query }) =>
    definitions.deleteDefinition(ctx, query.Id),
  );
  registerEndpoint(app, adminContent.uploadNotificationAttachment, ({ params, request }) =>
    definitions.uploadAttachment(ctx, files, request.session, params.id, request),
  );
  registerEndpoint(app, adminContent.searchSchedulerProcess, ({ query }) => definitions.searchProcesses(ctx, query.id));
  registerEndpoint(app, adminContent.getSchedulerProcess, ({ query }) => definitions.getProcess(ctx, query.id));
  registerEndpoint(app, adminContent.saveSchedulerProcess, ({ body, request }) =>
    definitions.saveProcess(ctx, request.session, body),
  );
  registerEndpoint(app, adminContent.deleteSchedulerProcess, ({ query }) => definitions.deleteProcess(ctx, query.id));
  registerEndpoint(app, adminContent.searchGroup, () => definitions.searchGroups(ctx));
  registerEndpoint(app, adminContent.searchProducers, () => definitions.searchProducers(ctx));
  registerEndpoint(app, adminContent.searchNotificationDefinitionDestination, ({ query }) =>
    definitions.searchDestinations(ctx, query.id),
  );
  registerEndpoint(app, adminContent.saveNotificationDefinitionDestination, ({ body }) =>
    definitions.saveDestination(ctx, body),
  );
  registerEndpoint(app, adminContent.deleteNotificationDefinitionDestination, ({ query }) =>
    definitions.deleteDestination(ctx, query.id),
  );
  registerEndpoint(
    app,
    adminContent.newsCreate,
    ({ body, request }) => notices.createNews(ctx, request.session, body),
    { bodyLimit: NEWS_BODY_LIMIT },
  );
  registerEndpoint(
    app,
    adminContent.newsUpdate,
    ({ body, request }) => notices.updateNews(ctx, request.session, body),
    { bodyLimit: NEWS_BODY_LIMIT },
  );
  registerEndpoint(app, adminContent.newsDelete, ({ body }) => notices.deleteNews(ctx, body));
  registerEndpoint(app, adminContent.sendNews, ({ body }) => notices.sendNews(ctx, body));
  registerEndpoint(app, adminContent.parametersSave, ({ body }) => notices.saveShowDefaultHomeImg(ctx, body.Value));
}

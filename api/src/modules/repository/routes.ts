import type { FastifyInstance } from 'fastify';
import { adminOversight as contract } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import type { FileStore } from '../../lib/storage';
import * as repository from './service';

/** The file repository (002 §2 /repositorio): list and delete; its download is FileRepository/Download with Zip=true. */
export function repositoryRoutes(app: FastifyInstance, ctx: AppContext, files: FileStore): void {
  registerEndpoint(app, contract.getRepository, () => repository.list(ctx));
  registerEndpoint(app, contract.deleteRepositoryFile, async ({ query }) => {
    await repository.remove(ctx, files, query.Entity);
    return { success: true as const, businessExceptions: [] };
  });
}

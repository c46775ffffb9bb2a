import type { FastifyInstance } from 'fastify';
import { cartera } from '@portal/shared/contract';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import { CONTENT_TYPES, sendFile } from '../../http/file-reply';
import { registerEndpoint } from '../../http/register-endpoint';
import { messages } from '../../messages';
import { zipOf as repositoryZip } from '../repository/service';
import { payrollFile, payrollTemplate, reportExportFile, sendPayroll } from './payroll';
import type { FileStore } from '../../lib/storage';

export function fileRoutes(app: FastifyInstance, ctx: AppContext, files: FileStore): void {
  registerEndpoint(app, cartera.sendPayroll, ({ request }) => sendPayroll(ctx, files, request.session, request));
  registerEndpoint(app, cartera.fileDownload, async ({ query, request, reply }) => {
    if (query.Zip === 'true') {
      if (!(await app.permissionsOf(request.session)).includes('VerRepositorio'))
        throw new AppError(403, messages.forbidden);
      if (!query.Entity)
        throw new AppError(400, messages.notValidated, {
          issues: [{ path: 'Entity', message: messages.invalidValue }],
        });
      return sendFile(reply, {
        fileName: 'archivos.zip',
        contentType: 'application/zip',
        body: await repositoryZip(ctx, files, query.Entity, request.log),
      });
    }
    if (!(await app.permissionsOf(request.session)).includes('CargaNominas'))
      throw new AppError(403, messages.forbidden);
    if (query.FileEntity === 'NominaModeloValido') {
      return sendFile(reply, {
        fileName: 'NominaModeloValido.xlsx',
        contentType: CONTENT_TYPES.xlsx,
        body: await payrollTemplate(),
      });
    }
    if (!query.Entity)
      throw new AppError(400, messages.notValidated, { issues: [{ path: 'Entity', message: messages.invalidValue }] });
    if (query.FileEntity === 'ReportExport')
      return sendFile(reply, await reportExportFile(ctx, files, request.session, query.Entity));
    return sendFile(reply, await payrollFile(ctx, files, request.session, query.Entity));
  });
}

import type { FastifyInstance } from 'fastify';
import * as st from '@portal/shared/contract/statement';
import type { AppContext } from '../../http/context';
import { CONTENT_TYPES, sendFile, sendXlsx } from '../../http/file-reply';
import { registerEndpoint } from '../../http/register-endpoint';
import { todayInArgentina } from '../../lib/time-zone';
import { estadoDeCuenta, statementFileName, statementForDocument } from './statement';
import { statementPdf, statementXlsx } from './statement-documents';

/** /estado-de-cuenta's calls (issue 39 §2): the month's statement, as JSON, PDF and XLSX. */
export function statementRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, st.estadoDeCuenta, ({ query, request }) => estadoDeCuenta(ctx, request.session, query));
  registerEndpoint(app, st.estadoDeCuentaPdf, async ({ query, request, reply }) => {
    const { statement, producer, codes } = await statementForDocument(ctx, request.session, query);
    const body = await statementPdf(statement, { producer, codes }, todayInArgentina(new Date()));
    return sendFile(reply, { fileName: statementFileName(query.periodo, 'pdf'), contentType: CONTENT_TYPES.pdf, body });
  });
  registerEndpoint(app, st.estadoDeCuentaExport, async ({ query, request, reply }) => {
    const { statement } = await statementForDocument(ctx, request.session, query);
    return sendXlsx(reply, statementFileName(query.periodo, 'xlsx'), statementXlsx(statement));
  });
}

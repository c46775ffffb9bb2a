import type { FastifyInstance } from 'fastify';
import { cartera } from '@portal/shared/contract';
import { assertUserAccess } from '../../http/access';
import type { AppContext } from '../../http/context';
import { CONTENT_TYPES, sendFile, sendXlsx } from '../../http/file-reply';
import { registerEndpoint } from '../../http/register-endpoint';
import { createXlsxExport } from '../../lib/xlsx-export';
import * as portfolio from './service';

/** 001 §9 file names. */
export const EXPORT_FILE_NAMES = { portfolio: 'Cartera.xlsx', certificates: 'Certificados.xlsx' } as const;

export function carteraRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, cartera.searchPortfolio, ({ body, request }) =>
    portfolio.searchPortfolio(ctx, request.session, body),
  );
  registerEndpoint(app, cartera.portfolioTotals, ({ body, request }) =>
    portfolio.portfolioTotals(ctx, request.session, body),
  );
  registerEndpoint(app, cartera.exportPortfolio, async ({ body, request, reply }) =>
    sendXlsx(
      reply,
      EXPORT_FILE_NAMES.portfolio,
      await portfolio.exportPortfolio(ctx, request.session, body, request.log),
    ),
  );
  registerEndpoint(app, cartera.certificate, async ({ query, request, reply }) => {
    const file = await portfolio.certificate(ctx, request.session, query.polizaId);
    return sendFile(reply, { ...file, contentType: CONTENT_TYPES.pdf });
  });
  registerEndpoint(app, cartera.individualCertificate, ({ query, request }) =>
    portfolio.individualCertificate(ctx, request.session, query),
  );

  // The policy's detail sections: each answers for the policy the query names.
  for (const [endpoint, section] of [
    [cartera.getRoles, portfolio.getRoles],
    [cartera.getDirecciones, portfolio.getDirecciones],
    [cartera.getCoberturas, portfolio.getCoberturas],
    [cartera.getBeneficiarios, portfolio.getBeneficiarios],
    [cartera.getFormaPago, portfolio.getFormaPago],
    [cartera.getFacturas, portfolio.getFacturas],
  ] as const)
    registerEndpoint(app, endpoint, ({ query, request }) => section(ctx, request.session, query.poliza));
  registerEndpoint(app, cartera.getPremioAgrupado, ({ query, request }) =>
    portfolio.getPremioAgrupado(ctx, request.session, query.factura),
  );
  registerEndpoint(app, cartera.getRechazos, ({ query, request }) =>
    portfolio.getRechazos(ctx, request.session, query.factura),
  );
  registerEndpoint(app, cartera.certificadosIndividuales, async ({ query, request, reply }) => {
    const answer = await portfolio.certificadosIndividuales(ctx, request.session, query.agreBaseKey);
    if (query.export !== 'true') return answer;
    const xlsx = createXlsxExport({ sheetName: 'Certificados', columns: portfolio.CERTIFICATE_COLUMNS });
    void xlsx
      .addRows(answer[0].certificados)
      .then(() => xlsx.finish())
      .catch((err: unknown) => xlsx.stream.destroy(err as Error));
    return sendXlsx(reply, EXPORT_FILE_NAMES.certificates, xlsx);
  });
  registerEndpoint(app, cartera.tomador, ({ query, request }) => portfolio.tomador(ctx, request.session, query.poliza));

  registerEndpoint(app, cartera.downloadDebtFree, async ({ body, request, reply }) => {
    assertUserAccess(request.session, body.Parameters.UserId);
    const file = await portfolio.debtFree(ctx, request.session, body.Parameters);
    return sendFile(reply, { ...file, contentType: CONTENT_TYPES.pdf });
  });
  registerEndpoint(app, cartera.downloadRubric, async ({ body, request, reply }) => {
    assertUserAccess(request.session, body.Parameters.UserId);
    const file = await portfolio.rubric(ctx, request.session, body.Parameters);
    return sendFile(reply, { ...file, contentType: CONTENT_TYPES.xml });
  });
}

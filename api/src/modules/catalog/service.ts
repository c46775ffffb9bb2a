import { UserType } from '../../db/schema';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { formatCuit } from '@portal/shared/validation';
import { messages } from '../../messages';
import * as q from './queries';

/**
 * datos/GetAutocompleteValues, the simulator's producer typeahead (000 §7): by CUIT prefix (dashes
 * ignored) or by name, 50 a page; `message` 'U' marks a producer with no portal account.
 */
export async function getAutocompleteValues(
  ctx: AppContext,
  session: Session,
  input: { e: 'Productor_CUIT' | 'Productor_NOMBRE'; q: string; page: number; per_page: number },
) {
  if (session.userType !== UserType.simulator) throw new AppError(403, messages.forbidden);
  const byCuit = input.e === 'Productor_CUIT';
  const text = byCuit ? input.q.replace(/-/g, '') : input.q.toUpperCase();
  if (byCuit && !/^\d+$/.test(text)) return { items: [], total_count: 0 };
  const { rows, total } = await q.searchProducers(
    ctx.database.db,
    byCuit ? 'cuit' : 'name',
    text,
    input.per_page,
    (input.page - 1) * input.per_page,
  );
  return {
    items: rows.map((r) => ({
      id: r.cuit,
      value: byCuit
        ? `${formatCuit(r.cuit)} - ${r.lastName} ${r.name}`
        : `${r.lastName} ${r.name} (${formatCuit(r.cuit)})`,
      message: r.unregistered ? 'U' : '',
    })),
    total_count: total,
  };
}

/**
 * datos/GetComboValues: 'Productor' lists the producers the session may query (id = CUIT); Ramo_… and
 * Producto_… the branches and products. Other combos (Sector, TipoConsulta) come with their areas.
 */
export async function getComboValues(ctx: AppContext, session: Session, key: string, parentId?: string) {
  const lower = key.toLowerCase();
  // 001 §7: Ramo_{report} and Producto_{report} fill the branch and product combos of every report screen;
  // the branches and products are the insurer's, the same for every report. A product combo narrows to
  // the branch in parentId.
  if (/^ramo_\w+$/.test(lower)) {
    const rows = await q.listBranches(ctx.database.db);
    const seen = new Set<string>();
    return rows.filter((r) => !seen.has(r.id) && seen.add(r.id)).map((r) => ({ id: r.id, value: r.value }));
  }
  if (/^producto_\w+$/.test(lower)) return q.listProducts(ctx.database.db, parentId || undefined);
  if (lower === 'productor') {
    const rows = await q.producersById(ctx.database.db, session.producerIds);
    return rows.map((r) => ({ id: r.cuit, value: `${r.lastName} ${r.name}` }));
  }
  throw new AppError(404, messages.unknownCombo(key));
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { SeedCalendar } from './calendar';

/**
 * The current-account area's data (001 §3), from the portfolio's own producers and policies: every
 * commission, settlement movement and commission detail names a policy that /cartera finds.
 *
 * The sums hold by construction: commission = base × percentage (each part rounded to cents); a
 * settlement's commission is the sum of its details; its invoice's total = net + IVA + perceptions; the
 * payment of a settlement pays that total less the withholdings. Rows come from `generate_series` over
 * the producer's policies, so the same scale gives the same rows on every run.
 */

/** Settlements per SEED_SCALE unit for the demo producer (100 commission details each): 1000 → 1,000,000 details. */
export const SETTLEMENTS_PER_SCALE = 10;
export const DETAILS_PER_SETTLEMENT = 100;

export interface AccountOwner {
  producerId: number;
  cuit: string;
  settlements: number;
  /** Settlement numbers start here, payment numbers at paymentFirstNumber (unique across producers). */
  settlementFirstNumber: number;
  paymentFirstNumber: number;
  /** Concepts per section and period. */
  conceptsPerSection: number;
}

const PROVINCES = [
  'BUENOS AIRES',
  'CIUDAD AUTÓNOMA DE BUENOS AIRES',
  'CÓRDOBA',
  'SANTA FE',
  'MENDOZA',
  'TUCUMÁN',
  'ENTRE RÍOS',
  'SALTA',
];
const arr = (list: string[]) => sql.raw(`array[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`);
const int = (n: number) => sql.raw(String(Math.trunc(n)));

/** An owner with the last day of its seeded current account (the calendar's: the end of the previous month). */
type Dated = AccountOwner & { lastDay: string };
const lastDay = (owner: Dated) => sql.raw(`date '${owner.lastDay}'`);

async function insertPendingCommissions(db: Db, owner: Dated) {
  await db.execute(sql`
    insert into pending_commissions (producer_id, policy_id, poliza, asegurado, grupo, certificado, endoso, descripcion, producto,
      jurisdiccion, fecha_aplicacion, prima_neta, premio_cobrado, comision_bruto, comision_total, aporte_extraordinario)
    select p.producer_id, p.id, p.policy_number, p.holder_name,
      case when p.policy_type = 'COLECTIVA' then 'GRUPO ' || (1 + p.id % 5)::text else 'INDIVIDUAL' end,
      p.certificate_number, case when p.id % 3 = 0 then 'Recibo' else 'Factura' end,
      'COMISIÓN ' || case when p.id % 3 = 0 then 'RECIBO ' else 'FACTURA ' end || lpad((p.id * 7)::text, 8, '0'),
      p.product_description, (${arr(PROVINCES)})[1 + p.id % ${int(PROVINCES.length)}],
      ${lastDay(owner)} - (p.id % 60), base, p.premium, bruto, bruto + extra, p.id % 7 = 0
    from (
      select p.*, round(p.premium * 0.8, 2) as base,
        round(round(p.premium * 0.8, 2) * (5 + p.id % 11) / 100.0, 2) as bruto,
        case when p.id % 7 = 0 then round(round(p.premium * 0.8, 2) * 0.01, 2) else 0 end as extra
      from policies p where p.producer_id = ${owner.producerId}
    ) p`);
}

/** Settlements, their commission details (in chunks, so a million rows never sit in one statement) and payments. */
async function insertSettlements(db: Db, owner: Dated) {
  const n = Math.trunc(owner.settlements);
  if (n <= 0) return;
  await db.execute(sql`
    insert into settlement_payments (producer_id, tipo_registro, numero, fecha, referencia, tipo_pago, importe_pagado, comision_total,
      comision_neto, iva3, iva21, ib_os_municip, ganancias, percepcion, cuit, devengo, fecha_factura, comprobante_tipo, factura_tipo,
      punto_venta, factura_numero)
    select ${owner.producerId}::int, 2, ${int(owner.settlementFirstNumber)} + s, f, 'LIQUIDACIÓN ' || to_char(f, 'MM/YYYY'), 'LIQUIDACIÓN',
      0, 0, 0, 0, 0, 0, 0, 0, ${owner.cuit}, extract(year from f)::int * 100 + extract(month from f)::int, f + 2, 'FACTURA',
      case when s % 5 = 0 then 'C' else 'A' end, 3, lpad((${int(owner.settlementFirstNumber)} + s)::text, 8, '0')
    from (select s, ${lastDay(owner)} - ((s - 1)::bigint * 730 / ${int(n)})::int as f from generate_series(1, ${int(n)}) g(s)) x`);

  const CHUNK = 500;
  for (let from = 1; from <= n; from += CHUNK) {
    const to = Math.min(n, from + CHUNK - 1);
    await db.execute(sql`
      with pol as (
        select p.*, (row_number() over (order by p.id) - 1)::bigint as rn
        from policies p where p.producer_id = ${owner.producerId}
      ), n as (
        -- The count apart: a join on an expression of the policy's own row would be a nested loop over every pair.
        select count(*)::bigint as total from policies where producer_id = ${owner.producerId}
      ), liq as (
        select id, fecha, numero - ${int(owner.settlementFirstNumber)} as s
        from settlement_payments where producer_id = ${owner.producerId} and tipo_registro = 2
          and numero between ${int(owner.settlementFirstNumber + from)} and ${int(owner.settlementFirstNumber + to)}
      )
      insert into commission_details (settlement_id, policy_id, linea_negocio, numero_poliza, fecha_emision, codigo_movimiento, fecha_cobro,
        asegurado, provincia, endoso, certificado, premio_facturado, premio_cobrado, prima_neta, porc_comision_prima, excedente,
        porc_comision_excedente, comision_total, codigo_intermediario)
      select liq.id, p.id, p.branch_description, p.policy_number, p.issue_date, (array['EMI','REN','END','COB'])[1 + k % 4],
        liq.fecha - (k % 28), p.holder_name, (${arr(PROVINCES)})[1 + (p.id + k) % ${int(PROVINCES.length)}],
        case when k % 3 = 0 then 'Recibo' else 'Factura' end, p.certificate_number, p.premium, p.premium, d.base, d.pct, d.exc, d.pexc,
        round(d.base * d.pct / 100.0, 2) + round(d.exc * d.pexc / 100.0, 2), p.producer_code
      from liq cross join generate_series(1, ${int(DETAILS_PER_SETTLEMENT)}) k cross join n
      join pol p on p.rn = (liq.s * ${int(DETAILS_PER_SETTLEMENT)} + k) % n.total
      cross join lateral (select round(p.premium * 0.8, 2) as base, (5 + (p.id + k) % 11)::numeric as pct,
        case when k % 5 = 0 then round(p.premium * 0.05, 2) else 0 end as exc, case when k % 5 = 0 then 2 else 0 end::numeric as pexc) d`);
    await new Promise((resolve) => setImmediate(resolve));
  }

  // The settlement's figures from its details: net, IVA 21 % (and 3 % on every 4th), perception 2 % on every 3rd.
  await db.execute(sql`
    update settlement_payments l set comision_total = c.total, comision_neto = c.total,
      iva21 = round(c.total * 0.21, 2), iva3 = case when l.numero % 4 = 0 then round(c.total * 0.03, 2) else 0 end,
      percepcion = case when l.numero % 3 = 0 then round(c.total * 0.02, 2) else 0 end
    from (select d.settlement_id, sum(d.comision_total) as total from commission_details d
          join settlement_payments x on x.id = d.settlement_id and x.producer_id = ${owner.producerId} group by d.settlement_id) c
    where l.id = c.settlement_id`);
  // One payment per settlement, five days later, withholding Ganancias 2 % and IIBB / obra social / municipal 1.5 %.
  await db.execute(sql`
    insert into settlement_payments (producer_id, tipo_registro, numero, fecha, referencia, tipo_pago, importe_pagado, comision_total,
      comision_neto, iva3, iva21, ib_os_municip, ganancias, percepcion, cuit, settlement_id, banco)
    select l.producer_id, 1, ${int(owner.paymentFirstNumber)} + (l.numero - ${int(owner.settlementFirstNumber)}), l.fecha + 5,
      'PAGO LIQ. ' || l.numero::text, case when l.numero % 4 = 1 then 'CHEQUE' else 'TRANSFERENCIA' end,
      l.comision_neto + l.iva21 + l.iva3 + l.percepcion - w.ganancias - w.iibb,
      l.comision_total, l.comision_neto, l.iva3, l.iva21, w.iibb, w.ganancias, l.percepcion, l.cuit, l.id,
      (array['BANCO NACIÓN','BANCO GALICIA','BANCO SANTANDER','BANCO MACRO'])[1 + l.numero % 4]
    from settlement_payments l
    cross join lateral (select round(l.comision_neto * 0.02, 2) as ganancias, round(l.comision_neto * 0.015, 2) as iibb) w
    where l.producer_id = ${owner.producerId} and l.tipo_registro = 2`);
}

/**
 * One settlement movement per policy: a third in the last three months, the rest over two years; one in
 * ten still pending (estado 2), the others settled (estado 1). No movement before November 2024: those
 * months have no withholding certificate.
 */
async function insertMovements(db: Db, owner: Dated) {
  await db.execute(sql`
    insert into settlement_movements (producer_id, producer_code, producer_description, policy_id, policy_number, certificate_number,
      branch_code, branch_description, product_code, product_description, holder_first_name, holder_last_name, recruiter_name,
      recruiter_dni, base_calculation, percentage, commission_amount, premium_supplement, currency, imputation_date, start_date,
      reference_number, source, estado)
    select p.producer_id, p.producer_code, p.producer_description, p.id, p.policy_number, p.certificate_number, p.branch_code,
      p.branch_description, p.product_code, p.product_description, p.holder_first_name, p.holder_last_name, p.holder_name, p.holder_dni,
      base, pct, round(base * pct / 100.0, 2), p.premium - base, p.currency,
      case when p.id % 3 = 0 then ${lastDay(owner)} - (p.id % 92) else ${lastDay(owner)} - ((p.id * 7) % 720) end,
      p.start_date, 'MOV-' || lpad(p.id::text, 9, '0'), p.core, case when p.id % 10 = 0 then 2 else 1 end
    from (select p.*, round(p.premium * 0.8, 2) as base, (5 + p.id % 11)::numeric as pct from policies p where p.producer_id = ${owner.producerId}) p`);
}

const CONCEPTS: Record<number, string[]> = {
  1: ['COMISIÓN VIDA INDIVIDUAL', 'COMISIÓN VIDA COLECTIVO', 'COMISIÓN SEPELIO'],
  2: ['COMISIÓN ACCIDENTES PERSONALES', 'COMISIÓN AP ESCOLAR', 'INCENTIVO AP'],
  3: ['COMISIÓN SALUD', 'COMISIÓN HOGAR', 'COMISIÓN RETIRO'],
  4: ['AJUSTE POR ANULACIÓN', 'AJUSTE DE ALÍCUOTA', 'AJUSTE POR DIFERENCIA DE COBRANZA'],
};

/** Concepts of the last 24 periods: Vida bills IVA 3 %, the other sections 21 %; the third adjustment is a credit. */
async function insertConcepts(db: Db, owner: Dated) {
  const names = (r: number) => arr(CONCEPTS[r]);
  await db.execute(sql`
    insert into concepts (producer_id, fecha, periodo, rubro, concepto, monto, iva21, iva3, percepcion, total_br)
    select ${owner.producerId}::int, f, extract(year from f)::int * 100 + extract(month from f)::int, r,
      case r when 1 then (${names(1)})[1 + k % 3] when 2 then (${names(2)})[1 + k % 3] when 3 then (${names(3)})[1 + k % 3] else (${names(4)})[1 + k % 3] end,
      monto, i21, i3, perc, monto + i21 + i3 + perc
    from generate_series(0, 23) mo cross join generate_series(1, 4) r cross join generate_series(1, ${int(owner.conceptsPerSection)}) k
    cross join lateral (select (date_trunc('month', ${lastDay(owner)}) - mo * interval '1 month')::date + 9 as f) d
    cross join lateral (select case when r = 4 and k % 3 = 0 then -1 else 1 end * round((1500 + ((mo * 37 + r * 101 + k * 53) * 7919) % 90000) / 1.0 + ((mo + k) % 100) / 100.0, 2) as monto) a
    cross join lateral (select case when r = 1 then 0 else round(monto * 0.21, 2) end as i21, case when r = 1 then round(monto * 0.03, 2) else 0 end as i3,
      case when k = 1 then round(monto * 0.01, 2) else 0 end as perc) t`);
}

/** Everything of the area for one producer of the portfolio (after its policies are seeded). */
export async function seedAccount(db: Db, account: AccountOwner, calendar: SeedCalendar): Promise<void> {
  const owner: Dated = { ...account, lastDay: calendar.lastAccountDay };
  await insertPendingCommissions(db, owner);
  await insertSettlements(db, owner);
  await insertMovements(db, owner);
  await insertConcepts(db, owner);
}

export async function seedCuentaCorriente(db: Db, owners: AccountOwner[], calendar: SeedCalendar): Promise<void> {
  for (const owner of owners) await seedAccount(db, owner, calendar);
}

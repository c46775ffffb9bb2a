import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { producerGroups } from '../db/schema';

/** Every 11th producer that is not a demo one has only EOS codes: the notifications leave them out (002 §9). */
const EOS_ONLY_EVERY = 11;
/** Every 5th producer is paid directly (the 'Pago directo' group). */
const DIRECT_PAYMENT_EVERY = 5;

/**
 * The producer groups a notification can be addressed to (002 §3 destination type 1): everybody, by core
 * (from the producers' codes), by branch (from their policies) and the direct-payment producers — real
 * memberships, growing with the producers of SEED_SCALE.
 */
export async function seedProducerGroups(db: Db, demoCuits: string[]): Promise<void> {
  const demo = sql.join(
    demoCuits.map((c) => sql`${c}`),
    sql`, `,
  );
  await db.execute(sql`
    insert into producer_codes (producer_id, core, code, name)
    select p.id, 'EOS', 'E' || p.id, p.last_name || ' ' || p.name || '|EOS'
    from producers p
    where p.id % ${sql.raw(String(EOS_ONLY_EVERY))} = 0 and p.cuit not in (${demo})
      and not exists (select 1 from producer_codes c where c.producer_id = p.id)`);

  const groups = await db
    .insert(producerGroups)
    .values([
      { description: 'Todos los productores', kind: 'all' },
      { description: 'Núcleo VIDA Y GENERALES (VT)', kind: 'core' },
      { description: 'Núcleo RETIRO (RVT)', kind: 'core' },
      { description: 'Ramo Vida', kind: 'branch' },
      { description: 'Productores de pago directo', kind: 'direct-payment' },
    ])
    .returning({ id: producerGroups.id, description: producerGroups.description });
  const id = (description: string) => sql.raw(String(groups.find((g) => g.description === description)?.id));

  await db.execute(sql`
    insert into producer_group_members (group_id, producer_id)
    select distinct ${id('Núcleo VIDA Y GENERALES (VT)')}, producer_id from producer_codes where core = 'VT'`);
  await db.execute(sql`
    insert into producer_group_members (group_id, producer_id)
    select distinct ${id('Núcleo RETIRO (RVT)')}, producer_id from producer_codes where core = 'RVT'`);
  await db.execute(sql`
    insert into producer_group_members (group_id, producer_id)
    select distinct ${id('Ramo Vida')}, producer_id from policies where branch_description like '%VIDA%'`);
  await db.execute(sql`
    insert into producer_group_members (group_id, producer_id)
    select ${id('Productores de pago directo')}, id from producers where id % ${sql.raw(String(DIRECT_PAYMENT_EVERY))} = 0`);
}

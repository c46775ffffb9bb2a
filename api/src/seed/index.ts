import type { Db } from '../db/client';
import { inArray } from 'drizzle-orm';
import {
  accountManagers,
  news,
  notifications,
  parameters,
  permissions,
  producerCodes,
  producers,
  storedFiles,
  userPermissions,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/password';
import { stagedColumns, type FileStore, type StagedFile } from '../lib/storage';
import { ATTACHMENT_ENTITY } from '../modules/notifications/queries';
import { seedProducerGroups } from './admin-content';
import { DEMO_POLICIES_PER_SCALE, seedCartera, seedPortfolio } from './cartera';
import { seedCollections } from './cobranzas';
import { SETTLEMENTS_PER_SCALE, seedAccount, seedCuentaCorriente } from './cuenta-corriente';
import { type SeedCalendar, seedCalendar } from './calendar';
import { seedComunicacion } from './comunicacion';
import { todayInArgentina } from '../lib/time-zone';
import { seedNewsRows } from './news';
import { seedNotificationDefinitions } from './notification-definitions';
import {
  attachmentPdf,
  type SeedNotification,
  seedNotificationRows,
  seedSecondProducerNotifications,
} from './notifications';
import {
  DEMO_PASSWORD,
  DEMO_PRODUCER,
  DEMO_PRODUCER_2,
  type DemoAccount,
  generateSeedData,
  type SeedData,
  type UserSeed,
} from './generate';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at ~15 columns a row. */
const BATCH = 1000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export async function isEmpty(db: Db): Promise<boolean> {
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  return anyUser.length === 0;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Generated producers given data of their own (SEED_BROKERS), and the policies of each (SEED_BROKER_POLICIES). */
export interface BrokersOption {
  count: number;
  policies: number;
}

/** Settlements of each such producer (100 commission details each). */
const BROKER_SETTLEMENTS = 3;

/**
 * The first `count` registered generated producers get two codes (VT and RVT), a portfolio, a current account
 * and collections of their own, as the demo producer has at a smaller size: a load that signs in as many
 * producers (e2e/load) then reads each one's own rows, not one producer's. Numbers are kept apart from the
 * demo producers' (policies from 40,000,000, settlements from 20,000,000, payments from 30,000,000).
 */
async function seedBrokers(
  tx: Tx,
  data: SeedData,
  producerIds: Map<string, number>,
  calendar: SeedCalendar,
  brokers: BrokersOption,
): Promise<void> {
  const chosen = data.users.filter((u) => u.producerCuit).slice(0, brokers.count);
  for (const [n, user] of chosen.entries()) {
    const cuit = user.producerCuit as string;
    const producerId = producerIds.get(cuit) as number;
    const name = `${user.lastName} ${user.firstName}`;
    const codes = [
      { core: 'VT', code: `L${n + 1}V`, name: `${name}|Casa central` },
      { core: 'RVT', code: `L${n + 1}R`, name: `${name}|Retiro` },
    ];
    await tx.insert(producerCodes).values(codes.map((c) => ({ ...c, producerId })));
    await seedPortfolio(
      tx,
      { producerId, codes, policies: brokers.policies, firstNumber: 40_000_000 + n * 10_000 },
      0,
      calendar,
    );
    await seedAccount(
      tx,
      {
        producerId,
        cuit,
        settlements: BROKER_SETTLEMENTS,
        settlementFirstNumber: 20_000_000 + n * 100,
        paymentFirstNumber: 30_000_000 + n * 100,
        conceptsPerSection: 2,
      },
      calendar,
    );
    await seedCollections(tx, producerId, calendar);
  }
}

/** Notifications for one producer, their attachments staged in the file store and recorded as stored_files. */
async function seedNotifications(
  tx: Tx,
  files: FileStore,
  staged: StagedFile[],
  cuit: string,
  producerId: number,
  rows: SeedNotification[],
) {
  for (const { attachment, ...row } of rows) {
    const [{ id }] = await tx
      .insert(notifications)
      .values({ ...row, cuit })
      .returning({ id: notifications.id });
    if (!attachment) continue;
    const file = await files.stage(await attachmentPdf(attachment));
    staged.push(file);
    await tx.insert(storedFiles).values({
      entity: ATTACHMENT_ENTITY,
      entityId: id,
      fileName: attachment.fileName,
      contentType: 'application/pdf',
      ...stagedColumns(file),
      producerId,
    });
  }
}

/**
 * Fills an empty database with the deterministic demo data, all or nothing (files included: those staged
 * for a seed that fails are removed). Returns the demo accounts to show, or null when it already had data.
 */
export async function seedIfEmpty(
  db: Db,
  {
    scale = 1,
    brokers = { count: 0, policies: 0 },
    files,
    now = new Date(),
  }: {
    scale?: number;
    brokers?: BrokersOption;
    files: FileStore;
    /** The seeding instant: its Buenos Aires day dates the data. */ now?: Date;
  },
): Promise<DemoAccount[] | null> {
  if (!(await isEmpty(db))) return null;
  const data = generateSeedData(scale);
  const sharedHash = await hashPassword(DEMO_PASSWORD);
  const demoHashes = await Promise.all(data.demoUsers.map(() => hashPassword(DEMO_PASSWORD)));
  const staged: StagedFile[] = [];
  const calendar = seedCalendar(todayInArgentina(now));

  try {
    await db.transaction(async (tx) => {
      await tx.insert(parameters).values(data.parameters);
      await tx.insert(permissions).values(data.permissions);
      await tx.insert(news).values(seedNewsRows(calendar.today));
      const managerIds = (
        await tx.insert(accountManagers).values(data.accountManagers).returning({ id: accountManagers.id })
      ).map((m) => m.id);

      const producerIds = new Map<string, number>();
      await insertInBatches(data.producers, async (batch) => {
        const rows = batch.map(({ accountManager, ...p }) => ({ ...p, accountManagerId: managerIds[accountManager] }));
        const inserted = await tx.insert(producers).values(rows).returning({ id: producers.id, cuit: producers.cuit });
        for (const p of inserted) producerIds.set(p.cuit, p.id);
      });

      const toRow = ({ producerCuit, ...u }: UserSeed, passwordHash: string) => ({
        ...u,
        passwordHash,
        producerId: producerCuit ? producerIds.get(producerCuit) : undefined,
      });
      await tx.insert(users).values(data.demoUsers.map((u, i) => toRow(u, demoHashes[i])));
      await insertInBatches(data.users, (batch) => tx.insert(users).values(batch.map((u) => toRow(u, sharedHash))));
      const granted = [...new Set(data.userPermissions.map((g) => g.username))];
      if (granted.length > 0) {
        const ids = new Map(
          (
            await tx
              .select({ id: users.id, username: users.username })
              .from(users)
              .where(inArray(users.username, granted))
          ).map((u) => [u.username, u.id]),
        );
        await tx
          .insert(userPermissions)
          .values(
            data.userPermissions.map((g) => ({ userId: ids.get(g.username) as number, permission: g.permission })),
          );
      }
      await tx.insert(producerCodes).values(
        data.producerCodes.map(({ producerCuit, ...c }) => ({
          ...c,
          producerId: producerIds.get(producerCuit) as number,
        })),
      );
      const codesOf = (cuit: string) =>
        data.producerCodes.filter((c) => c.producerCuit === cuit).map(({ code, name }) => ({ code, name }));
      await seedCartera(
        tx,
        [
          {
            producerId: producerIds.get(DEMO_PRODUCER) as number,
            codes: codesOf(DEMO_PRODUCER),
            policies: Math.round(DEMO_POLICIES_PER_SCALE * scale),
            firstNumber: 10_000_000,
          },
          {
            producerId: producerIds.get(DEMO_PRODUCER_2) as number,
            codes: codesOf(DEMO_PRODUCER_2),
            policies: 30,
            firstNumber: 90_000_000,
          },
        ],
        calendar,
      );
      await seedCuentaCorriente(
        tx,
        [
          {
            producerId: producerIds.get(DEMO_PRODUCER) as number,
            cuit: DEMO_PRODUCER,
            settlements: Math.max(1, Math.round(SETTLEMENTS_PER_SCALE * scale)),
            settlementFirstNumber: 1_000_000,
            paymentFirstNumber: 5_000_000,
            conceptsPerSection: 3 + Math.floor(scale / 100),
          },
          {
            producerId: producerIds.get(DEMO_PRODUCER_2) as number,
            cuit: DEMO_PRODUCER_2,
            settlements: 3,
            settlementFirstNumber: 9_000_000,
            paymentFirstNumber: 9_500_000,
            conceptsPerSection: 2,
          },
        ],
        calendar,
      );
      for (const cuit of [DEMO_PRODUCER, DEMO_PRODUCER_2])
        await seedCollections(tx, producerIds.get(cuit) as number, calendar);
      if (brokers.count > 0) await seedBrokers(tx, data, producerIds, calendar, brokers);
      await seedProducerGroups(tx, [DEMO_PRODUCER, DEMO_PRODUCER_2]);
      await seedNotificationDefinitions(tx);
      await seedNotifications(
        tx,
        files,
        staged,
        DEMO_PRODUCER,
        producerIds.get(DEMO_PRODUCER) as number,
        seedNotificationRows(now),
      );
      await seedNotifications(
        tx,
        files,
        staged,
        DEMO_PRODUCER_2,
        producerIds.get(DEMO_PRODUCER_2) as number,
        seedSecondProducerNotifications(now),
      );
      await seedComunicacion(tx, files, staged, calendar.today, DEMO_PRODUCER_2);
    });
  } catch (err) {
    await Promise.all(staged.map((f) => f.discard()));
    throw err;
  }
  await Promise.all(staged.map((f) => f.commit()));
  return data.demoAccounts;
}

/** The table printed on first start, so a newcomer knows how to sign in. */
export function formatDemoAccounts(accounts: DemoAccount[]): string {
  const header: DemoAccount = { kind: 'Tipo', username: 'Usuario', name: 'Nombre', note: 'Notas' };
  const rows = [header, ...accounts];
  const width = (key: keyof DemoAccount) => Math.max(...rows.map((r) => r[key].length));
  const line = (r: DemoAccount) =>
    [r.kind.padEnd(width('kind')), r.username.padEnd(width('username')), r.name.padEnd(width('name')), r.note]
      .join('  ')
      .trimEnd();
  return [`Cuentas de demostración (contraseña para todas: ${DEMO_PASSWORD})`, ...rows.map(line)].join('\n') + '\n';
}

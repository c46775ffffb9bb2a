import { and, eq, sql } from 'drizzle-orm';
import { debtAlerts, notifications, producers, reportSchedules, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { createMailer } from '../../lib/mailer';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, lastMailTo, type SignedIn, signIn } from '../../testing/session';
import { runScheduledReport } from '../jobs/scheduled-reports';
import { FolderFileStore } from '../../lib/storage';
import { ALERT_LINK, runDebtAlerts } from './alerts';
import { todayInArgentina } from '../../lib/time-zone';
import { databaseLimits } from '../../lib/sign-in-limits';

const TITLE = 'Pólizas próximas a anularse';
const DAY = 86_400_000;

describe.each(testDrivers())('the daily alert of policies about to be cancelled on %s', (driver) => {
  let t: TestApp;
  let producer: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(driver, { jobs: true });
    [producer, other] = [await signIn(t.app, DEMO.producer), await signIn(t.app, DEMO.producer2)];
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** What a job receives: the test database and the outbox mailer. */
  const ctx = (): AppContext => ({
    database: t.database,
    mailer: createMailer({ from: 'test@portal.local', log: t.app.log }),
    tokens: undefined as never,
    limits: databaseLimits(t.database.db),
    config: { publicUrl: 'http://localhost:8080', signInMaxFailuresPerAddress: 300 },
  });
  const bell = async (s: SignedIn, cuit: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/notification/notificationsearch?CUIT=${cuit}&Nuevos=true`,
      headers: s.auth,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { WebTitle: string; WebText: string; CreateDate: string }[]).filter(
      (n) => n.WebTitle === TITLE,
    );
  };
  /** What /deudores-policyExpired lists: the latest listing's policies over 60 days, cancelled ones aside. */
  const aboutToBeCancelled = async (s: SignedIn) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/debtors/',
      headers: s.auth,
      payload: {
        vigencia: 202611,
        proximasAnularse: true,
        gridFilters: [{ field: 'stateCertificate', operator: 'doesNotEqual', value: 'ANULADO' }],
      },
    });
    return res.json().total as number;
  };
  const alertsOf = (day: string) => t.database.db.select().from(debtAlerts).where(eq(debtAlerts.day, day));

  it('runs on the job queue from the dev trigger and puts one notification in the bell, linking to /deudores-policyExpired', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/dev/debt-alerts/run' });
    expect(res.statusCode).toBe(202);
    const today = todayInArgentina();
    for (let waited = 0; (await alertsOf(today)).length < 2 && waited < 20_000; waited += 100)
      await new Promise((r) => setTimeout(r, 100));
    expect(await alertsOf(today)).toHaveLength(2);
    const [alert] = await bell(producer, '20-17254359-7');
    const count = await aboutToBeCancelled(producer);
    expect(count).toBeGreaterThan(0);
    expect(alert.WebText).toContain(`Tenés ${count} pólizas con deudas de más de 60 días.`);
    expect(alert.WebText).toContain('Las pólizas con deudas de más de 60 días deben regularizarse o serán anuladas.');
    expect(alert.WebText).toContain(`href="${ALERT_LINK}"`);
    const [otherAlert] = await bell(other, '20-33444555-1');
    expect(otherAlert.WebText).toContain(`Tenés ${await aboutToBeCancelled(other)} pólizas`);
    expect(await bell(producer, '20-17254359-7')).toHaveLength(1);
  });

  it('never notifies twice the same day, even run by two processes at once', async () => {
    const again = await Promise.all([runDebtAlerts(ctx()), runDebtAlerts(ctx())]);
    expect(again.map((r) => r.notified)).toEqual([0, 0]);
    expect(await bell(producer, '20-17254359-7')).toHaveLength(1);

    const tomorrow = new Date(Date.now() + DAY);
    const both = await Promise.all([runDebtAlerts(ctx(), tomorrow), runDebtAlerts(ctx(), tomorrow)]);
    expect(both.map((r) => r.notified).sort()).toEqual([0, 2]);
    expect(await alertsOf(todayInArgentina(tomorrow))).toHaveLength(2);
    expect(await bell(producer, '20-17254359-7')).toHaveLength(2);
  });

  it('puts none for a producer without policies about to be cancelled', async () => {
    const [quiet] = await t.database.db
      .select({ cuit: producers.cuit })
      .from(producers)
      .where(sql`${producers.id} not in (select producer_id from premium_debts)`)
      .limit(1);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.cuit, quiet.cuit), eq(notifications.webTitle, TITLE)));
    expect(rows).toHaveLength(0);
  });

  it('mails a saved Rejection schedule with the rejections, cards masked', async () => {
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/scheduler/SaveReportScheduler',
      headers: producer.auth,
      payload: {
        UrlApi: 'rejection',
        UserId: producer.userId,
        Period: 1,
        Enabled: true,
        Executions: [{ Day: 1, Hour: 9 }],
        Filters: { ProducerIds: [], Dias: 3650, Cores: ['VT'] },
      },
    });
    expect(save.statusCode).toBe(200);
    const [schedule] = await t.database.db
      .select()
      .from(reportSchedules)
      .where(and(eq(reportSchedules.userId, producer.userId), eq(reportSchedules.urlApi, 'rejection')));
    const log = { info: () => undefined, error: () => undefined };
    expect(await runScheduledReport(ctx(), new FolderFileStore(t.filesDir), { scheduleId: schedule.id }, log)).toBe(
      'sent',
    );
    const [user] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, producer.userId));
    const mail = await lastMailTo(t.database, user.email);
    expect(mail.subject).toContain('Rechazos por motivo');
    expect(mail.text).toMatch(/Adjuntamos el reporte programado de Rechazos por motivo \(\d+ rechazos\)\./);
    expect(mail.attachments[0]).toMatch(/^Rechazos_\d{4}-\d{2}-\d{2}\.xlsx$/);
  });
});

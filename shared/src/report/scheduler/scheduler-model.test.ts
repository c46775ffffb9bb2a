import {
  applyPeriod,
  defaultSchedulerForm,
  fromSchedulerConfig,
  parseDmy,
  SCHEDULER_PERIOD,
  toSchedulePayload,
  validateScheduler,
  type SchedulerForm,
} from './scheduler-model';

const enabledDays = (form: SchedulerForm) => form.slots.filter((s) => s.habilitado).map((s) => [s.dia, s.hora]);

describe('scheduler defaults and period choice', () => {
  it('starts weekly, enabled, 60 days back, Monday at 9', () => {
    const form = defaultSchedulerForm();
    expect(form).toMatchObject({ period: SCHEDULER_PERIOD.weekly, enabled: true, useDates: false, dias: '60' });
    expect(enabledDays(form)).toEqual([[1, 9]]);
  });

  it('enables all 7 days at 9 for Daily, and one slot (Monday) at 9 for Weekly and Monthly', () => {
    const daily = applyPeriod(defaultSchedulerForm(), SCHEDULER_PERIOD.daily);
    expect(enabledDays(daily)).toEqual([0, 1, 2, 3, 4, 5, 6].map((d) => [d, 9]));
    expect(enabledDays(applyPeriod(daily, SCHEDULER_PERIOD.monthly))).toEqual([[1, 9]]);
    expect(enabledDays(applyPeriod(daily, SCHEDULER_PERIOD.weekly))).toEqual([[1, 9]]);
  });
});

describe('validateScheduler', () => {
  it('accepts the defaults', () => {
    expect(validateScheduler(defaultSchedulerForm())).toEqual({ messages: [], fields: {} });
  });

  it('requires both dates in dates mode', () => {
    const form = { ...defaultSchedulerForm(), useDates: true, fechaDesde: '01/02/2024' };
    expect(validateScheduler(form).messages).toEqual(['Es requerido seleccionar fecha desde/hasta.']);
  });

  it('rejects a date that does not exist', () => {
    const form = { ...defaultSchedulerForm(), useDates: true, fechaDesde: '31/02/2024', fechaHasta: '01/03/2024' };
    expect(validateScheduler(form).fields.fechaDesde).toBeDefined();
  });

  it('requires a number of days when dates mode is off', () => {
    expect(validateScheduler({ ...defaultSchedulerForm(), dias: '' }).messages).toEqual([
      'Es requerido ingresar cantidad de días.',
    ]);
    expect(validateScheduler({ ...defaultSchedulerForm(), dias: '0' }).messages).toEqual([
      'Es requerido ingresar cantidad de días.',
    ]);
  });

  it('requires all 7 days for a daily send', () => {
    const daily = applyPeriod(defaultSchedulerForm(), SCHEDULER_PERIOD.daily);
    daily.slots[3] = { ...daily.slots[3], habilitado: false };
    expect(validateScheduler(daily).messages).toEqual([
      'Es requerido seleccionar todos los dias con su horario seleccionado.',
    ]);
  });

  it('requires exactly one day for a monthly send', () => {
    const monthly = applyPeriod(defaultSchedulerForm(), SCHEDULER_PERIOD.monthly);
    monthly.slots[5] = { ...monthly.slots[5], habilitado: true };
    expect(validateScheduler(monthly).messages).toEqual([
      'Es requerido seleccionar un día y horario para realizar el envio mensual.',
    ]);
  });

  it('requires at least one day for a weekly send', () => {
    const weekly = defaultSchedulerForm();
    weekly.slots = weekly.slots.map((s) => ({ ...s, habilitado: false }));
    expect(validateScheduler(weekly).messages).toEqual(['Es requerido seleccionar al menos 1 día y horario.']);
  });
});

describe('save payload and saved configuration', () => {
  const context = { urlApi: 'portfolio/export', userId: 7, producerIds: ['1234'], cores: ['VT'] };

  it('builds the report schedule save payload', () => {
    const form = { ...defaultSchedulerForm(), ramo: '2', poliza: ' 123 ' };
    form.slots[1] = { dia: 1, hora: 14, habilitado: true };
    expect(toSchedulePayload(form, context)).toEqual({
      UrlApi: 'portfolio/export',
      UserId: 7,
      Period: 1,
      Enabled: true,
      Executions: [{ Day: 1, Hour: 14 }],
      Filters: {
        ProducerIds: ['1234'],
        Ramo: '2',
        Producto: null,
        Dias: 60,
        FechaDesde: null,
        FechaHasta: null,
        Poliza: '123',
        Certificado: null,
        Cores: ['VT'],
      },
    });
  });

  it('sends dates instead of days in dates mode', () => {
    const form = { ...defaultSchedulerForm(), useDates: true, fechaDesde: '01/02/2024', fechaHasta: '29/02/2024' };
    expect(toSchedulePayload(form, context).Filters).toMatchObject({
      Dias: null,
      FechaDesde: '2024-02-01',
      FechaHasta: '2024-02-29',
    });
  });

  it('reads a saved configuration back into the form', () => {
    const form = fromSchedulerConfig({
      period: 2,
      enabled: false,
      execution: [{ day: 3, hour: 18 }],
      filter: { fechaDesde: '2024-01-01', fechaHasta: '2024-01-31T00:00:00', ramo: 5, poliza: '9' },
    });
    expect(form).toMatchObject({
      period: 2,
      enabled: false,
      useDates: true,
      fechaDesde: '01/01/2024',
      fechaHasta: '31/01/2024',
      ramo: '5',
      poliza: '9',
    });
    expect(enabledDays(form)).toEqual([[3, 18]]);
    expect(fromSchedulerConfig(null)).toEqual(defaultSchedulerForm());
  });

  it('reads DD/MM/YYYY strictly', () => {
    expect(parseDmy('05/03/2024')).toBe('2024-03-05');
    expect(parseDmy('5/3/2024')).toBeNull();
    expect(parseDmy('30/02/2024')).toBeNull();
  });
});

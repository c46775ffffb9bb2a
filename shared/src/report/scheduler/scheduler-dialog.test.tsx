import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchedulerDialog, type SchedulerDialogProps } from './scheduler-dialog';

// A full MUI dialog is slow to drive in jsdom.
jest.setTimeout(30_000);

function setup(overrides: Partial<SchedulerDialogProps> = {}, user = userEvent.setup({ delay: null })) {
  const props: SchedulerDialogProps = {
    open: true,
    onClose: jest.fn(),
    load: jest.fn().mockResolvedValue(null),
    save: jest.fn().mockResolvedValue(undefined),
    urlApi: 'rejection/',
    userId: 7,
    producerIds: ['1234'],
    cores: ['VT'],
    branchOptions: [{ id: 2, value: 'Vida' }],
    ...overrides,
  };
  render(<SchedulerDialog {...props} />);
  return { props, user };
}

const dayBox = (name: string) => screen.getByRole('checkbox', { name });
const openAdvanced = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Configuración avanzada' }));

describe('SchedulerDialog', () => {
  afterEach(() => jest.useRealTimers());

  it("opens as 'CONFIGURAR SCHEDULER' with the defaults: weekly on Monday at 9, 60 days back, enabled", async () => {
    const { user } = setup();
    expect(screen.getByRole('dialog', { name: 'CONFIGURAR SCHEDULER' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'Semanal' })).toBeChecked();
    expect(screen.getByTestId('scheduler-legend')).toHaveTextContent('una vez por semana, el lunes a las 9 AM');
    expect(screen.getByRole('checkbox', { name: 'Habilitado' })).toBeChecked();
    await openAdvanced(user);
    expect(dayBox('Lunes')).toBeChecked();
    expect(dayBox('Martes')).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Hora Lunes' })).toHaveValue('9');
    expect(screen.getByRole('textbox', { name: 'Cantidad de días' })).toHaveValue('60');
  });

  it('enables every day at 9 when Diario is chosen and one slot again for Mensual', async () => {
    const { user } = setup();
    await openAdvanced(user);
    await user.click(screen.getByRole('radio', { name: 'Diario' }));
    for (const day of ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'])
      expect(dayBox(day)).toBeChecked();
    expect(screen.getByTestId('scheduler-legend')).toHaveTextContent('todos los días a las 9 AM');
    await user.click(screen.getByRole('radio', { name: 'Mensual' }));
    expect(dayBox('Lunes')).toBeChecked();
    expect(dayBox('Domingo')).not.toBeChecked();
    expect(screen.getByTestId('scheduler-legend')).toHaveTextContent('primer lunes de cada mes');
  });

  it("switches between days count and date range with the 'Fechas' checkbox", async () => {
    const { user } = setup();
    await openAdvanced(user);
    expect(screen.getByRole('textbox', { name: 'Fecha desde' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Fechas' }));
    expect(screen.getByRole('textbox', { name: 'Cantidad de días' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Fecha desde' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Fecha hasta' })).toBeEnabled();
  });

  it('shows the spec message and saves nothing when dates mode lacks a date', async () => {
    const { user, props } = setup();
    await openAdvanced(user);
    await user.click(screen.getByRole('checkbox', { name: 'Fechas' }));
    await user.type(screen.getByRole('textbox', { name: 'Fecha desde' }), '01/02/2024');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText('Es requerido seleccionar fecha desde/hasta.')).toBeInTheDocument();
    expect(props.save).not.toHaveBeenCalled();
  });

  it('requires all seven days for a daily send', async () => {
    const { user, props } = setup();
    await openAdvanced(user);
    await user.click(screen.getByRole('radio', { name: 'Diario' }));
    await user.click(dayBox('Jueves'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      screen.getByText('Es requerido seleccionar todos los dias con su horario seleccionado.'),
    ).toBeInTheDocument();
    expect(props.save).not.toHaveBeenCalled();
  });

  it('takes only digits for days, policy and certificate', async () => {
    const { user } = setup();
    await openAdvanced(user);
    await user.type(screen.getByRole('textbox', { name: 'Póliza' }), '12a-3');
    expect(screen.getByRole('textbox', { name: 'Póliza' })).toHaveValue('123');
    expect(screen.getByRole('textbox', { name: 'Certificado' })).toHaveAttribute('maxlength', '50');
    expect(screen.getByRole('textbox', { name: 'Cantidad de días' })).toHaveAttribute('maxlength', '9');
  });

  it('loads the saved configuration into the dialog', async () => {
    const load = jest
      .fn()
      .mockResolvedValue({ period: 2, enabled: false, execution: [{ day: 3, hour: 18 }], filter: { dias: 30 } });
    const { user } = setup({ load });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Mensual' })).toBeChecked());
    await openAdvanced(user);
    expect(dayBox('Miércoles')).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Hora Miércoles' })).toHaveValue('18');
    expect(screen.getByRole('textbox', { name: 'Cantidad de días' })).toHaveValue('30');
    expect(screen.getByRole('checkbox', { name: 'Habilitado' })).not.toBeChecked();
  });

  it('saves the report schedule payload, says so and closes 5 seconds later', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    const { props } = setup({}, user);
    await act(async () => {
      await Promise.resolve();
    });
    await openAdvanced(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hora Lunes' }), '14');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ramo' }), '2');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(props.save).toHaveBeenCalledWith({
      UrlApi: 'rejection/',
      UserId: 7,
      Period: 1,
      Enabled: true,
      Executions: [{ Day: 1, Hour: 14 }],
      Filters: expect.objectContaining({ ProducerIds: ['1234'], Cores: ['VT'], Ramo: '2', Dias: 60, FechaDesde: null }),
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('La configuración del envío programado se guardó correctamente.')).toBeInTheDocument();
    expect(props.onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(4999));
    expect(props.onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(props.onClose).toHaveBeenCalled();
  });

  it('shows the error and stays open when saving fails', async () => {
    const save = jest.fn().mockRejectedValue('No se pudo guardar');
    const { user, props } = setup({ save });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se pudo guardar')).toBeInTheDocument();
    expect(props.onClose).not.toHaveBeenCalled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { businessToday, useSessionStore } from '@portal/shared';
import {
  installFakeApi,
  producerSession,
  renderScreen,
  simulatorSession,
  type FakeRequest,
} from '@portal/shared/testing';
import NewsPage from './news-page';

jest.setTimeout(60_000);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const day = (n: number) => dayjs(businessToday()).add(n, 'day').format('YYYY-MM-DD');
/** The same day as the date fields show and take it. */
const typedDay = (n: number) => dayjs(businessToday()).add(n, 'day').format('DD/MM/YYYY');
const base = {
  Image: '',
  SubTitle: '',
  Text: '',
  URL: '',
  BackgroundSize: 'cover' as const,
  HTML: null,
  DefaultImage: false,
  User: 'contenidos@demo.com.ar',
};
const active = {
  ...base,
  Id: 1,
  Type: 0,
  Title: 'Plan Vida',
  SubTitle: 'Vida individual',
  Text: 'Cobertura ampliada',
  Image: 'data:image/png;base64,iVBORw0KGgo=',
  Order: 1,
  CreationDate: `${day(-3)}T03:00:00.000Z`,
  UntilDate: `${day(5)}T02:59:59.000Z`,
  Pendiente: false,
  Activo: true,
  TieneImagen: true,
  TieneHTML: false,
};
const pending = {
  ...active,
  Id: 2,
  Title: 'Plan Retiro',
  Order: 2,
  CreationDate: `${day(2)}T03:00:00.000Z`,
  Pendiente: true,
  Activo: false,
};
const mail = {
  ...base,
  Id: 3,
  Type: 1,
  Title: 'Novedades de noviembre',
  SubTitle: 'Cierre',
  Text: 'El cierre es el 28',
  Order: 0,
  CreationDate: active.CreationDate,
  UntilDate: active.UntilDate,
  Pendiente: false,
  Activo: true,
  TieneImagen: false,
  TieneHTML: false,
};

function api(
  web = [active, pending],
  more: Record<string, (r: FakeRequest) => { status?: number; json?: unknown }> = {},
) {
  return installFakeApi({
    'GET news/NewsSearch': (r) => ({ json: r.query.get('Type') === '1' ? [mail] : web }),
    'GET Parameters/Parameters': () => ({ json: { Key: 'ShowDefaultHomeImg', Value: 'false' } }),
    ...more,
  });
}

async function openNew(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Nuevo aviso' }));
  return screen.getByRole('dialog', { name: /Aviso/ });
}

describe('/news', () => {
  beforeEach(() => useSessionStore.getState().setPermissions(['VerMarketing']));

  it("lists the web notices, a pending one in parentheses, and the e-mail notices in 'Enviar E-mail'", async () => {
    api();
    const user = userEvent.setup({ delay: null });
    renderScreen(<NewsPage />, { session: simulatorSession });
    const web = await screen.findByRole('table', { name: 'Avisos en la web' });
    expect(within(web).getAllByRole('row')).toHaveLength(3);
    expect(within(web).getByText('(Plan Retiro)')).toHaveStyle({ textDecoration: 'underline' });
    expect(within(web).getByText('Plan Vida')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Enviar E-mail' }));
    const mails = await screen.findByRole('table', { name: 'Avisos por e-mail' });
    expect(within(mails).getByRole('button', { name: 'Enviar por e-mail Novedades de noviembre' })).toBeInTheDocument();
  });

  it('refuses an empty notice and an end date that is not after today, with the messages of 002 §5, and saves nothing', async () => {
    const calls = api();
    const user = userEvent.setup({ delay: null });
    renderScreen(<NewsPage />, { session: simulatorSession });
    const dialog = await openNew(user);
    const end = within(dialog).getByLabelText(/Fecha de fin/);
    expect(end).toHaveValue(typedDay(7));
    await user.clear(end);
    await user.type(end, typedDay(0));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('Debe ingresar título, subtítulo y texto con una imagen, o solo una imagen'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Debe ingresar una fecha mayor del dia de hoy')).toBeInTheDocument();
    expect(calls.callsTo('POST news/NewsCreate')).toHaveLength(0);
  });

  it('refuses an image that is not a jpg or png, and one over 5 MB', async () => {
    api();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderScreen(<NewsPage />, { session: simulatorSession });
    const dialog = await openNew(user);
    const input = within(dialog).getByLabelText('Imagen (jpg o png, hasta 5 MB)');
    await user.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByText('No es compatible con la extensión de archivo')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('El tamaño del archivo es demasiado grande')).toBeInTheDocument();
  });

  it('saves a new web notice with its image after the others, from today to today + 7, and reloads the list', async () => {
    let body: Record<string, unknown> | undefined;
    const calls = api([active, pending], {
      'POST news/NewsCreate': (r) => {
        body = r.body as Record<string, unknown>;
        return { json: 9 };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<NewsPage />, { session: simulatorSession });
    const dialog = await openNew(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Asunto' }), 'Plan Ahorro');
    await user.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Ahorro garantizado');
    await user.type(within(dialog).getByRole('textbox', { name: 'Texto' }), 'Rinde desde el primer mes');
    await user.upload(
      within(dialog).getByLabelText('Imagen (jpg o png, hasta 5 MB)'),
      new File([PNG], 'plan.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByRole('img', { name: 'Imagen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Orden' })).toHaveTextContent('3');
    await user.click(within(dialog).getByRole('button', { name: 'Vista previa' }));
    expect(within(dialog).getByRole('group', { name: 'Vista previa del aviso' })).toHaveTextContent(
      'Ahorro garantizado',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.callsTo('POST news/NewsCreate')).toHaveLength(1));
    expect(body).toMatchObject({
      Id: 0,
      Type: 0,
      Title: 'Plan Ahorro',
      SubTitle: 'Ahorro garantizado',
      Order: 3,
      URL: '',
    });
    expect(String(body?.Image)).toMatch(/^data:image\/png;base64,/);
    expect(body?.CreationDate).toBe(new Date(`${day(0)}T00:00:00-03:00`).toISOString());
    expect(body?.UntilDate).toBe(new Date(`${day(7)}T23:59:59-03:00`).toISOString());
    expect(await screen.findByText('El registro ha sido procesado correctamente.')).toBeInTheDocument();
  });

  it("sends 'Mostrar aviso' off as order 0, and keeps what was typed when the api refuses", async () => {
    const calls = api([active], {
      'POST news/NewsUpdate': () => ({
        status: 400,
        json: { success: false, businessExceptions: [{ message: 'La URL ingresada no es válida' }] },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<NewsPage />, { session: simulatorSession });
    await user.click(await screen.findByRole('button', { name: 'Editar Plan Vida' }));
    const dialog = screen.getByRole('dialog', { name: /Aviso/ });
    expect(within(dialog).getByRole('textbox', { name: 'Asunto' })).toHaveValue('Plan Vida');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mostrar aviso' }));
    expect(within(dialog).getByRole('combobox', { name: 'Orden' })).toHaveAttribute('aria-disabled', 'true');
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.callsTo('POST news/NewsUpdate')).toHaveLength(1));
    expect(calls.callsTo('POST news/NewsUpdate')[0].body).toMatchObject({
      Id: 1,
      Order: 0,
      URL: 'https://example.com',
    });
    expect(await within(dialog).findByText('La URL ingresada no es válida')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'URL' })).toHaveValue('https://example.com');
  });

  it("warns 'Debe haber al menos una imagen de inicio' without an active web notice, and saves nothing", async () => {
    const calls = api([pending], { 'POST Parameters/ParametersSave': () => ({ json: { success: true } }) });
    const user = userEvent.setup({ delay: null });
    renderScreen(<NewsPage />, { session: simulatorSession });
    await screen.findByRole('table', { name: 'Avisos en la web' });
    const box = screen.getByRole('checkbox', { name: 'Mostrar imagen (default) en inicio' });
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    expect(await screen.findByText('Debe haber al menos una imagen de inicio')).toBeInTheDocument();
    expect(calls.callsTo('POST Parameters/ParametersSave')).toHaveLength(0);
  });

  it("saves 'Mostrar imagen (default) en inicio' while a web notice is active", async () => {
    const calls = api([active], { 'POST Parameters/ParametersSave': () => ({ json: { success: true } }) });
    const user = userEvent.setup({ delay: null });
    renderScreen(<NewsPage />, { session: simulatorSession });
    await screen.findByRole('table', { name: 'Avisos en la web' });
    const box = screen.getByRole('checkbox', { name: 'Mostrar imagen (default) en inicio' });
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    await waitFor(() =>
      expect(calls.callsTo('POST Parameters/ParametersSave')[0]?.body).toEqual({
        Key: 'ShowDefaultHomeImg',
        Value: 'true',
      }),
    );
    await waitFor(() => expect(box).toBeChecked());
  });

  it('sends an e-mail notice to a chosen producer and extra addresses, checking every rule of 002 §5 first', async () => {
    const calls = api([active], {
      'GET datos/GetAutocompleteValues': () => ({
        json: { items: [{ id: '20172543597', value: '20-17254359-7 - GÓMEZ MARTÍN', message: '' }], total_count: 1 },
      }),
      'POST news/SendNews': () => ({ json: { success: true, sent: 2, queued: false } }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<NewsPage />, { session: simulatorSession });
    await user.click(await screen.findByRole('tab', { name: 'Enviar E-mail' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar por e-mail Novedades de noviembre' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar aviso por e-mail' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(
      within(dialog).getByText('Debe seleccionar todos los productores o al menos un productor'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: 'Agregar productor (CUIT o nombre)' }), 'gom');
    await user.click(await screen.findByRole('option', { name: '20-17254359-7 - GÓMEZ MARTÍN' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Agregar e-mails adicionales' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'E-mails adicionales (separados por ;)' }),
      'extra@example.com;mal',
    );
    await user.click(within(dialog).getByRole('switch', { name: 'Agregar e-mails adicionales' }));
    expect(within(dialog).getByText('No es posible cambiar esta opción con emails ingresados')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(within(dialog).getByText('El e-mail ingresado es inválido')).toBeInTheDocument();
    expect(calls.callsTo('POST news/SendNews')).toHaveLength(0);
    const extra = within(dialog).getByRole('textbox', { name: 'E-mails adicionales (separados por ;)' });
    await user.clear(extra);
    await user.type(extra, 'extra@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(calls.callsTo('POST news/SendNews')).toHaveLength(1));
    expect(calls.callsTo('POST news/SendNews')[0].body).toEqual({
      News: 3,
      AllProducers: false,
      UserIds: ['20172543597'],
      ExtraEmails: 'extra@example.com',
    });
    expect(await screen.findByText('El e-mail se ha enviado correctamente.')).toBeInTheDocument();
  });

  it('shows 10 notices a page, with paging under the table', async () => {
    api(Array.from({ length: 12 }, (_, i) => ({ ...active, Id: i + 1, Title: `Aviso web ${i + 1}`, Order: i + 1 })));
    const user = userEvent.setup({ delay: null });
    renderScreen(<NewsPage />, { session: simulatorSession });
    const web = await screen.findByRole('table', { name: 'Avisos en la web' });
    expect(within(web).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(within(web).getAllByRole('row')).toHaveLength(3);
    expect(within(web).getByText('Aviso web 12')).toBeInTheDocument();
  });

  it('refuses a test send without an address, or without a valid one, then sends it', async () => {
    const calls = api([active], { 'POST news/SendNews': () => ({ json: { success: true, sent: 1, queued: false } }) });
    const user = userEvent.setup({ delay: null });
    renderScreen(<NewsPage />, { session: simulatorSession });
    await user.click(await screen.findByRole('tab', { name: 'Enviar E-mail' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar por e-mail Novedades de noviembre' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar aviso por e-mail' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar prueba' }));
    expect(within(dialog).getByText('Este campo es obligatorio. Por favor completar este campo')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail de prueba' }), 'prueba@');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar prueba' }));
    expect(within(dialog).getByText('El e-mail ingresado es inválido')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail de prueba' }), 'example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar prueba' }));
    expect(await within(dialog).findByText('El e-mail se ha enviado correctamente.')).toBeInTheDocument();
    expect(calls.callsTo('POST news/SendNews')[0].body).toEqual({
      News: 3,
      Email: 'prueba@example.com',
      ExtraEmails: '',
    });
  });

  it("deletes after the confirmation '¿Está seguro que desea eliminar el registro?', word for word", async () => {
    const calls = api([active], { 'POST news/NewsDelete': () => ({ json: { success: true } }) });
    const user = userEvent.setup({ delay: null });
    renderScreen(<NewsPage />, { session: simulatorSession });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Plan Vida' }));
    const confirm = screen.getByRole('dialog', { name: 'Eliminar aviso' });
    expect(within(confirm).getByText('¿Está seguro que desea eliminar el registro?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(calls.callsTo('POST news/NewsDelete')[0]?.body).toBe(1));
    expect(await screen.findByText('El registro ha sido eliminado correctamente.')).toBeInTheDocument();
  });
});

describe('/news for a user the server did not grant VerMarketing', () => {
  // What the api answers: the current notices to anyone; the administration's lists only under VerMarketing.
  function producerApi(current: unknown[]) {
    return installFakeApi({
      'GET news/NewsSearch': (r) =>
        r.query.has('Type')
          ? {
              status: 403,
              json: {
                success: false,
                businessExceptions: [{ message: 'No tiene permiso para acceder a esta información.' }],
              },
            }
          : { json: current },
    });
  }

  beforeEach(() => useSessionStore.getState().setPermissions(['Home', 'Cartera', 'BusquedaCartera']));

  it('shows the notices published today read-only, as the home shows them, and calls nothing of the administration', async () => {
    const calls = producerApi([{ ...active, URL: 'https://example.com/vida' }]);
    renderScreen(<NewsPage />, { session: producerSession });
    const list = await screen.findByRole('list', { name: 'Avisos vigentes' });
    const slide = within(list).getByTestId('news-slide');
    expect(slide).toHaveTextContent('Vida individual');
    expect(slide).toHaveTextContent('Cobertura ampliada');
    expect(slide.style.backgroundImage || getComputedStyle(slide).backgroundImage).toContain(active.Image);
    expect(within(list).getByRole('link', { name: 'Vida individual' })).toHaveAttribute(
      'href',
      'https://example.com/vida',
    );
    // UntilDate is the last second of day(4) in Buenos Aires.
    expect(
      within(list).getByText(
        `Vigente del ${dayjs(day(-3)).format('DD/MM/YYYY')} al ${dayjs(day(4)).format('DD/MM/YYYY')}`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Marketing' })).toBeInTheDocument();
    expect(screen.getByText('Mirá los avisos que se publican hoy en el inicio del portal.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo aviso' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar|Eliminar/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/No tiene permiso/)).not.toBeInTheDocument();
    expect(calls.calls.map((c) => `${c.method} ${c.path}?${c.query.toString()}`)).toEqual([
      'GET news/NewsSearch?Vigentes=true',
    ]);
  });

  it("says 'No se encontraron datos.' when no notice is published today", async () => {
    producerApi([]);
    renderScreen(<NewsPage />, { session: producerSession });
    expect(await screen.findByText('No se encontraron datos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo aviso' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No tiene permiso/)).not.toBeInTheDocument();
  });

  it('gives the administration back to a user the server grants VerMarketing', async () => {
    const calls = api();
    useSessionStore.getState().setPermissions(['AdminNotificaciones', 'VerMarketing']);
    renderScreen(<NewsPage />, { session: simulatorSession });
    expect(await screen.findByRole('table', { name: 'Avisos en la web' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuevo aviso' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Avisos vigentes' })).not.toBeInTheDocument();
    expect(calls.callsTo('GET news/NewsSearch').map((c) => c.query.get('Type'))).toContain('0');
  });
});

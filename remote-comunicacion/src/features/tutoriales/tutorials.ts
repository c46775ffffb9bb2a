/**
 * The eleven tutorials of 002 §2 with their step counts, in the order of the help menu. Each step says
 * what to click and what the screen shows, for this portal. The registration tutorial states the
 * password and e-mail rules (000 §5, 002 §9).
 */
export interface TutorialStep {
  title: string;
  text: string;
}

export interface Tutorial {
  key: string;
  title: string;
  steps: TutorialStep[];
}

export const DEFAULT_SECTION = 'como-registrarse';

export const tutorials: Tutorial[] = [
  {
    key: 'como-registrarse',
    title: 'Cómo registrarse',
    steps: [
      {
        title: 'Ingresá a la registración',
        text: "En la pantalla de ingreso (/login) hacé clic en 'Registrate ahora'. Se abre el formulario de registración del Portal de Productores.",
      },
      {
        title: 'Completá tus datos',
        text: 'Ingresá tu nombre y apellido (o razón social), tu CUIT sin guiones, tu teléfono y tu compañía de telefonía. El CUIT debe ser el mismo con el que operás con la compañía.',
      },
      {
        title: 'Elegí tu correo electrónico',
        text: 'Ingresá un correo electrónico válido (por ejemplo nombre@dominio.com.ar): allí recibirás el código de confirmación y los avisos del portal.',
      },
      {
        title: 'Creá tu contraseña',
        text: 'La contraseña debe tener entre 6 y 15 caracteres, solo letras y números, con al menos una letra mayúscula, una letra minúscula y un número. Repetila en el campo de confirmación: ambas deben coincidir.',
      },
      {
        title: 'Confirmá tu cuenta',
        text: 'Al enviar el formulario te enviamos un código por correo electrónico. Ingresalo en la pantalla de confirmación; si no lo recibiste, usá el enlace para reenviarlo. Con la cuenta confirmada ya podés ingresar.',
      },
    ],
  },
  {
    key: 'como-ingresar',
    title: 'Cómo ingresar',
    steps: [
      {
        title: 'Ingresá tu CUIT y contraseña',
        text: "En /login escribí tu CUIT (con o sin guiones) y tu contraseña, y hacé clic en 'Ingresar'. Marcá 'Recordarme' si querés que el portal recuerde tu CUIT en este equipo.",
      },
      {
        title: 'Si olvidaste tu contraseña',
        text: "Hacé clic en '¿Olvidaste tu contraseña?', ingresá tu CUIT y tu correo electrónico, y seguí el enlace que te enviamos para crear una nueva.",
      },
    ],
  },
  {
    key: 'cartera',
    title: 'Cartera',
    steps: [
      {
        title: 'Buscá tus pólizas',
        text: "En el menú elegí 'Cartera'. Usá las pestañas de búsqueda para filtrar por producto, estado, tomador o número de póliza y hacé clic en 'Buscar'. La grilla muestra las pólizas con su premio, comisión y estado.",
      },
      {
        title: 'Consultá el detalle y exportá',
        text: 'Abrí una póliza para ver su detalle, descargar certificados o ver los asegurados. Con el botón de exportación descargás la búsqueda completa en Excel.',
      },
    ],
  },
  {
    key: 'canales',
    title: 'Canales de atención',
    steps: [
      {
        title: 'Elegí el canal',
        text: "Desde el menú 'Canales' encontrás los teléfonos, correos y horarios de atención de cada sector, de lunes a viernes de 9 a 18.",
      },
    ],
  },
  {
    key: 'liquidacion',
    title: 'Liquidación de comisiones',
    steps: [
      {
        title: 'Buscá el período',
        text: "En 'Pagos y Liquidaciones' elegí el período y la compañía. La grilla muestra cada liquidación con su fecha, importe y estado de pago.",
      },
      {
        title: 'Descargá el detalle',
        text: 'Abrí una liquidación para ver los movimientos que la componen y exportalos a Excel o descargá el comprobante.',
      },
    ],
  },
  {
    key: 'caucion',
    title: 'Seguros de caución',
    steps: [
      {
        title: 'Ingresá al portal de caución',
        text: "Desde el menú 'Caución' se abre el portal de seguros de caución de la compañía. Te pedirá ingresar nuevamente con tu usuario.",
      },
    ],
  },
  {
    key: 'rechazo',
    title: 'Rechazos de débitos automáticos',
    steps: [
      {
        title: 'Buscá los rechazos',
        text: "En 'Rechazos por motivo' elegí el rango de fechas y, si querés, el motivo del rechazo. La grilla muestra cada débito rechazado con la póliza, el tomador y el importe.",
      },
      {
        title: 'Gestioná el cobro',
        text: 'Exportá la lista a Excel para contactar a tus clientes y regularizar el medio de pago antes del próximo débito.',
      },
    ],
  },
  {
    key: 'envio-facturas',
    title: 'Envío de facturas',
    steps: [
      {
        title: 'Enviá tu factura',
        text: "En 'Envío de facturas' elegí el mes liquidado, la compañía y el ramo, adjuntá la factura en PDF y hacé clic en 'Enviar'. Si tenés dudas, usá 'Consulta de facturas' para escribirle al sector de facturación.",
      },
    ],
  },
  {
    key: 'certificado-retencion',
    title: 'Certificados de retención',
    steps: [
      {
        title: 'Elegí el mes',
        text: "En 'Certificados de retención' elegí el año y el mes (de julio a diciembre). Si hay un certificado disponible se habilita la descarga.",
      },
      {
        title: 'Descargá el certificado',
        text: 'Hacé clic en descargar: el certificado se abre en PDF para guardarlo o imprimirlo.',
      },
    ],
  },
  {
    key: 'gestion-tramites',
    title: 'Gestión de trámites',
    steps: [
      {
        title: 'Elegí el sector',
        text: "En 'Gestión de trámites' elegí el sector al que querés escribir y, si corresponde, el tipo de consulta. Escribí un asunto y un comentario de entre 25 y 2000 caracteres.",
      },
      {
        title: 'Adjuntá y enviá',
        text: "Podés adjuntar hasta 10 archivos y pedir una copia de la consulta por correo. Hacé clic en 'ENVIAR': el sector la recibe por correo y te responde a la brevedad.",
      },
    ],
  },
  {
    key: 'deudores',
    title: 'Deudores por premio',
    steps: [
      {
        title: 'Consultá los deudores',
        text: "En 'Deudores por premio' la grilla muestra las pólizas con premio impago, los días de atraso y el importe adeudado.",
      },
      {
        title: 'Actuá a tiempo',
        text: 'Las pólizas con deudas de más de 60 días deben regularizarse o serán anuladas: exportá la lista y contactá a tus clientes.',
      },
    ],
  },
];

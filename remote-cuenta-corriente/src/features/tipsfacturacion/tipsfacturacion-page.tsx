import { Link as RouterLink } from '@portal/shared/router';
import { Alert, Box, Link, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { routeEntry } from '@portal/shared';
import { PageLayout } from '@portal/shared/ui';

const entry = routeEntry('/tipsfacturacion');

interface Tip {
  title: string;
  items: string[];
}

/** The invoicing tips of the portal (000 §2.2 /tipsfacturacion): how to invoice each company and branch. */
const TIPS: Tip[] = [
  {
    title: '¿A qué empresa le facturo?',
    items: [
      'Las comisiones de Vida y Sepelio y de AP - Salud - Patrimoniales se facturan a la empresa VT (Vida y Generales).',
      'Las comisiones de Retiro se facturan a la empresa RVT (Retiro). Emití una factura separada para cada empresa.',
      'Emití una factura por cada rama y mes de liquidación: no combines ramas ni meses en un mismo comprobante.',
    ],
  },
  {
    title: '¿Qué importe facturo?',
    items: [
      'El importe a facturar que muestra Envío de Facturas es el total de comisiones liquidadas en el mes para la rama elegida, sin IVA.',
      'Si sos Responsable Inscripto, sumá el IVA correspondiente en la factura (factura A). Si sos Monotributista, emití factura C por el importe neto.',
      'Las percepciones y los ajustes del mes figuran en Conceptos a Facturar; revisalos antes de emitir el comprobante.',
      'Si el importe no coincide con tus registros, no envíes la factura: consultá primero el detalle en Pagos y Liquidaciones.',
    ],
  },
  {
    title: 'Los datos de la factura',
    items: [
      'El número de factura solo admite números, guiones medios, barras / y espacios (por ejemplo, 0003-00001234).',
      'Verificá que el CUIT de la empresa, la fecha y el período facturado sean los del mes de liquidación.',
      'La factura debe estar emitida a nombre de la empresa que corresponde a la rama (VT o RVT).',
    ],
  },
  {
    title: 'Los archivos que podés adjuntar',
    items: [
      'Se aceptan archivos PDF, JPG y PNG de hasta 10 MB cada uno, hasta 20 archivos por factura.',
      'Adjuntá la factura y, si corresponde, la constancia de inscripción o de exención.',
      'Los archivos se controlan por su contenido: un archivo con otra extensión cambiada no será aceptado.',
    ],
  },
  {
    title: 'Después de enviar',
    items: [
      'Al enviar vas a recibir un e-mail con el detalle de las facturas y los archivos enviados.',
      'Podés consultar las facturas enviadas y su estado en Consulta de facturas.',
      'Si tenés pago directo, el portal te muestra cuántas facturas tenés pendientes y cuántas se permiten.',
    ],
  },
];

export default function TipsfacturacionPage() {
  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      <Alert severity="info" sx={{ mb: 2 }}>
        Seguí estos consejos para que tus facturas se procesen sin demoras. Para enviarlas, ingresá a{' '}
        <Link component={RouterLink} to="/enviofacturas">
          Envío de Facturas
        </Link>
        .
      </Alert>
      {TIPS.map((tip, i) => (
        <Paper key={tip.title} variant="outlined" component="section" aria-labelledby={`tip-${i}`} sx={{ p: 2, mb: 2 }}>
          <Typography variant="h6" component="h2" id={`tip-${i}`}>
            {tip.title}
          </Typography>
          <List dense>
            {tip.items.map((item) => (
              <ListItem key={item} disableGutters>
                <ListItemText primary={item} />
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
      <Box>
        <Link component={RouterLink} to="/consulta?data=envioFactura">
          Consultar las facturas enviadas
        </Link>
      </Box>
    </PageLayout>
  );
}

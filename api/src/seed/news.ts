import { addDays, monthStart } from './calendar';
import type { news } from '../db/schema';

type NewNews = typeof news.$inferInsert;

/** A small banner as an inline SVG data URI: no file to download, no external host. */
function banner(from: string, to: string, motif: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="300" fill="url(#g)"/>${motif}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const circles =
  '<circle cx="1000" cy="150" r="110" fill="#ffffff" fill-opacity="0.15"/><circle cx="1100" cy="60" r="50" fill="#ffffff" fill-opacity="0.2"/>';
const bars =
  '<rect x="880" y="170" width="50" height="90" fill="#ffffff" fill-opacity="0.25"/><rect x="950" y="120" width="50" height="140" fill="#ffffff" fill-opacity="0.25"/><rect x="1020" y="70" width="50" height="190" fill="#ffffff" fill-opacity="0.25"/>';
const shield =
  '<path d="M1000 40 L1100 80 L1100 160 Q1100 240 1000 270 Q900 240 900 160 L900 80 Z" fill="#ffffff" fill-opacity="0.2"/>';

/** The three current news items of the demo home carousel (es-AR texts): from a month before `today` to a year after it. */
export function seedNewsRows(today: string): NewNews[] {
  const validFrom = new Date(`${monthStart(today, -1)}T00:00:00-03:00`); // Buenos Aires days, as the admin screen stores them
  const validTo = new Date(`${addDays(monthStart(today, 13), -1)}T23:59:59-03:00`);
  return [
    {
      image: banner('#00558c', '#0a7bc2', shield),
      subTitle: 'Nuevo seguro de vida individual',
      text: 'Ya podés ofrecer a tus clientes el nuevo plan de vida con cobertura por fallecimiento e invalidez y ajuste anual de suma asegurada.',
      url: '/news',
      backgroundSize: 'cover',
      validFrom,
      validTo,
    },
    {
      image: banner('#e35205', '#f28c28', bars),
      subTitle: 'Retiro: rendimientos del último trimestre',
      text: 'Consultá los rendimientos de los fondos de retiro y compartilos con tus asegurados desde la sección Marketing.',
      url: 'https://www.argentina.gob.ar/superintendencia-de-seguros',
      backgroundSize: 'contain',
      validFrom,
      validTo,
    },
    {
      image: banner('#2e7d32', '#66bb6a', circles),
      subTitle: 'Capacitación para productores',
      text: 'Inscribite en los encuentros virtuales sobre coberturas de vida colectivo y herramientas del portal.',
      url: '/tutoriales',
      backgroundSize: 'cover',
      validFrom,
      validTo,
    },
  ];
}

import { deflateSync } from 'node:zlib';
import { communicationReads, communications, enquiryReasons, enquirySectors, storedFiles } from '../db/schema';
import type { Db } from '../db/client';
import { sanitizeHtml } from '../lib/html';
import { stagedColumns, type FileStore, type StagedFile } from '../lib/storage';
import { ATTACH_ENTITY, BODY_ENTITY } from '../modules/comunicacion/queries';
import { attachmentPdf } from './notifications';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A YYYY-MM-DD date `days` from `today` (also YYYY-MM-DD). */
function shift(today: string, days: number): string {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A banner image (a real PNG: the insurer's blue with a lighter band), the body of an image communication. */
export function bannerPng(width = 640, height = 200): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const band = y > height * 0.4 && y < height * 0.6;
    for (let x = 0; x < width; x++) {
      const o = y * (width * 3 + 1) + 1 + x * 3;
      rows.set(band ? [0xe3, 0xf2, 0xfd] : [0x0d, 0x47, 0xa1], o);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface SeedFile {
  fileName: string;
  contentType: string;
  content: () => Promise<Buffer>;
}

interface SeedCommunication extends Omit<typeof communications.$inferInsert, 'id'> {
  body?: SeedFile;
  attach?: SeedFile;
  /** The second demo producer already read (and maybe confirmed) it. */
  readBySecond?: 'read' | 'confirmed';
}

const EMBEDDED_BODY = `<h2>Nuevo cotizador de Vida Colectivo</h2>
<p>Desde este mes, el cotizador de <b>Vida Colectivo</b> está disponible en el portal para todas las pólizas de hasta 500 asegurados.</p>
<ul><li>Cotización en línea en menos de cinco minutos.</li><li>Propuesta en PDF lista para enviar al cliente.</li><li>Seguimiento del estado de cada cotización.</li></ul>
<p>Ante cualquier duda, escríbanos desde <a href="https://portal.demo.com.ar/consulta">Gestión de trámites</a>.</p>
<script>alert('esto no debe ejecutarse')</script>`;

/**
 * Communications of each priority (002 §9), relative to `today` so the panel always has current ones:
 * one requiring confirmation, one with an embedded HTML body, one with an image body and an attachment,
 * one expired and one not yet started (neither shown to producers), and one disabled.
 */
export function seedCommunicationRows(today: string): SeedCommunication[] {
  return [
    {
      priority: 3,
      title: 'Actualización de las condiciones de suscripción de Vida Individual',
      description:
        'Desde el 1 de diciembre cambian los requisitos médicos de suscripción para capitales superiores a $ 50.000.000. Le pedimos que confirme la lectura.',
      startDate: shift(today, -3),
      endDate: shift(today, 30),
      confirmationRequired: true,
      confirmationText: 'Confirmo que leí y comprendí las nuevas condiciones de suscripción.',
      enabled: true,
    },
    {
      priority: 2,
      title: 'Nuevo cotizador de Vida Colectivo en el portal',
      description: 'Presentamos el cotizador en línea de Vida Colectivo.',
      startDate: shift(today, -5),
      endDate: null,
      bodyEmbedded: true,
      enabled: true,
      body: {
        fileName: 'cotizador-vida-colectivo.html',
        contentType: 'text/html; charset=utf-8',
        content: async () => Buffer.from(sanitizeHtml(EMBEDDED_BODY)),
      },
      readBySecond: 'read',
    },
    {
      priority: 1,
      title: 'Campaña de Retiro: material comercial 2027',
      description:
        'Ya está disponible el material comercial de la campaña de Retiro 2027. Descargue la documentación adjunta.',
      startDate: shift(today, -10),
      endDate: shift(today, 60),
      enabled: true,
      body: { fileName: 'campana-retiro-2027.png', contentType: 'image/png', content: async () => bannerPng() },
      attach: {
        fileName: 'Campana_Retiro_2027.pdf',
        contentType: 'application/pdf',
        content: () =>
          attachmentPdf({
            title: 'CAMPAÑA DE RETIRO 2027',
            paragraphs: [
              'Material comercial para la campaña de Retiro 2027.',
              'Incluye argumentos de venta, preguntas frecuentes y el esquema de comisiones de la campaña.',
            ],
          }),
      },
    },
    {
      priority: 2,
      title: 'Cierre de operaciones por fin de año',
      description: 'Las operaciones del 30 de diciembre se procesarán el primer día hábil de enero.',
      startDate: shift(today, -60),
      endDate: shift(today, -20),
      enabled: true,
    },
    {
      priority: 1,
      title: 'Nuevos canales de atención a partir del próximo mes',
      description: 'Sumamos atención por WhatsApp para productores de lunes a viernes de 9 a 18.',
      startDate: shift(today, 15),
      endDate: null,
      enabled: true,
    },
    {
      priority: 1,
      title: 'Borrador: jornada de capacitación',
      description: 'Jornada de capacitación sobre productos de Retiro (fecha a confirmar).',
      startDate: shift(today, -1),
      endDate: null,
      enabled: false,
    },
  ];
}

/** Company sectors with their mailbox and enquiry types; sector 4 is invoice sending (002 §2), with no types. */
export const SEED_SECTORS = [
  {
    id: 1,
    value: 'Comercial',
    message: null,
    mailbox: 'comercial@consultas.demo.com.ar',
    reasons: ['Alta de productor', 'Comisiones', 'Material comercial'],
  },
  {
    id: 2,
    value: 'Emisión',
    message: null,
    mailbox: 'emision@consultas.demo.com.ar',
    reasons: ['Pólizas', 'Endosos', 'Certificados de cobertura'],
  },
  {
    id: 3,
    value: 'Cobranzas',
    message: null,
    mailbox: 'cobranzas@consultas.demo.com.ar',
    reasons: ['Débitos automáticos rechazados', 'Deuda de pólizas', 'Medios de pago'],
  },
  {
    id: 4,
    value: 'Envío de facturas',
    message: 'Adjunte la factura en PDF e indique en el comentario el período liquidado.',
    mailbox: 'facturas@consultas.demo.com.ar',
    reasons: [],
  },
  {
    id: 5,
    value: 'Siniestros',
    message: null,
    mailbox: 'siniestros@consultas.demo.com.ar',
    reasons: ['Denuncia de siniestro', 'Estado de un trámite'],
  },
  {
    id: 6,
    value: 'Soporte del portal',
    message: 'Describa el problema y, si puede, adjunte una captura de pantalla.',
    mailbox: 'portal@consultas.demo.com.ar',
    reasons: [],
  },
];

/** Sectors, enquiry types and the communications with their files (staged; committed by the caller). */
export async function seedComunicacion(
  tx: Tx,
  files: FileStore,
  staged: StagedFile[],
  today: string,
  secondProducerCuit: string,
) {
  for (const { reasons, ...sector } of SEED_SECTORS) {
    await tx.insert(enquirySectors).values(sector);
    if (reasons.length)
      await tx.insert(enquiryReasons).values(reasons.map((value) => ({ sectorId: sector.id, value })));
  }
  for (const { body, attach, readBySecond, ...row } of seedCommunicationRows(today)) {
    const [{ id }] = await tx.insert(communications).values(row).returning({ id: communications.id });
    for (const [entity, file] of [
      [BODY_ENTITY, body],
      [ATTACH_ENTITY, attach],
    ] as const) {
      if (!file) continue;
      const stagedFile = await files.stage(await file.content());
      staged.push(stagedFile);
      await tx.insert(storedFiles).values({
        entity,
        entityId: id,
        fileName: file.fileName,
        contentType: file.contentType,
        ...stagedColumns(stagedFile),
      });
    }
    if (readBySecond) {
      await tx.insert(communicationReads).values({
        communicationId: id,
        cuit: secondProducerCuit,
        confirmedAt: readBySecond === 'confirmed' ? new Date() : null,
      });
    }
  }
}

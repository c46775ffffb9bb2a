import { z } from '../zod';
import { defineEndpoint } from './define';

/*
 * The news of the home carousel (000 §3 "News item", §7; 002 §7). Field names are the legacy API's,
 * casing included. The administration of news (NewsCreate, NewsUpdate…) comes with the admin area.
 */

/**
 * 000 §3 "News item (home carousel)". `Image` is a URL or a data URI ('' when none). The administration's
 * list (002 §3 "News notice", asked with Type) carries the notice's other fields too.
 */
const NewsItem = z.object({
  Image: z.string(),
  SubTitle: z.string(),
  Text: z.string(),
  URL: z.string(),
  BackgroundSize: z.enum(['cover', 'contain']),
  Id: z.number().int().optional(),
  /** 0 web, 1 e-mail. */
  Type: z.number().int().optional(),
  /** Shown as 'Asunto'. */
  Title: z.string().optional(),
  /** Start date (ISO). */
  CreationDate: z.string().optional(),
  /** End date (ISO). */
  UntilDate: z.string().optional(),
  HTML: z.string().nullable().optional(),
  DefaultImage: z.boolean().optional(),
  Order: z.number().int().optional(),
  User: z.string().nullable().optional(),
  Pendiente: z.boolean().optional(),
  Activo: z.boolean().optional(),
  TieneImagen: z.boolean().optional(),
  TieneHTML: z.boolean().optional(),
});
export type NewsItem = z.infer<typeof NewsItem>;

/**
 * GET api/news/NewsSearch — without Type: the web news shown today, for the home carousel (Vigentes is taken
 * but changes nothing: nobody but the administration sees a notice before or after its dates); Type=0|1:
 * every web or e-mail notice with all its fields, for the administration (VerMarketing, checked by the api).
 */
export const newsSearch = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'news/NewsSearch',
  area: 'comunicacion',
  summary: 'Noticias vigentes para el carrusel de inicio, o los avisos de un tipo para su administración',
  auth: true,
  query: z.object({
    /** 'true': only the news whose validity includes today. */
    Vigentes: z.enum(['true', 'false']).optional(),
    Type: z.enum(['0', '1']).optional(),
  }),
  response: z.array(NewsItem),
});

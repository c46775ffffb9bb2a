import { z } from 'zod';
import { defineEndpoint } from './define';

/*
 * The news of the home carousel (000 §3 "News item", §7; 002 §7). Field names are the legacy API's,
 * casing included. The administration of news (NewsCreate, NewsUpdate…) comes with the admin area.
 */

/** 000 §3 "News item (home carousel)". `Image` is a URL or a data URI. */
const NewsItem = z.object({
  Image: z.string(),
  SubTitle: z.string(),
  Text: z.string(),
  URL: z.string(),
  BackgroundSize: z.enum(['cover', 'contain']),
});

/** GET api/news/NewsSearch?Vigentes=true — the news current today, for the home carousel. */
export const newsSearch = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'news/NewsSearch',
  area: 'comunicacion',
  summary: 'Noticias vigentes para el carrusel de inicio',
  auth: true,
  query: z.object({
    /** 'true': only the news whose validity includes today. */
    Vigentes: z.enum(['true', 'false']).optional(),
  }),
  response: z.array(NewsItem),
});

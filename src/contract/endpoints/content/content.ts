// The marketers' pages as visitors see them: one live page, and every live page of a kind (the
// help centre, the home's featured promotions, the sitemap).
import { endpoint } from '../../endpoint.ts';
import {
  contentVersionSchema,
  kindQuery,
  livePagesSchema,
  pageQuery,
  pictureBytesSchema,
  pictureQuery,
  renderedPageSchema,
} from '../../content/content.ts';

export const livePage = endpoint({
  method: 'GET',
  path: '/api/content/page',
  auth: false,
  query: pageQuery,
  answer: renderedPageSchema,
  refusals: ['CONTENT_PAGE_NOT_FOUND'],
});
export const livePages = endpoint({
  method: 'GET',
  path: '/api/content/pages',
  auth: false,
  query: kindQuery,
  answer: livePagesSchema,
  refusals: [],
});
/** A picture's bytes by its hashed name, for /media/{name}.webp (server/media.ts) to serve. */
export const picture = endpoint({
  method: 'GET',
  path: '/api/content/picture',
  auth: false,
  query: pictureQuery,
  answer: pictureBytesSchema,
  refusals: ['CONTENT_PICTURE_NOT_FOUND'],
});
/** The content version: a node forgets the pages and content it keeps in memory when it moves. */
export const version = endpoint({
  method: 'GET',
  path: '/api/content/version',
  auth: false,
  answer: contentVersionSchema,
  refusals: [],
});

import sanitize from 'sanitize-html';

/**
 * HTML written by administrators (notification and news bodies), cleaned when it is saved (docs/adr/0012-untrusted-input-html-and-files.md;
 * the browser cleans it again when showing it): formatting, links and images stay; scripts, handlers,
 * styles, frames and forms go, and links may only point to http(s) or mailto.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [...sanitize.defaults.allowedTags, 'img', 'span'],
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'], '*': ['class'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  });
}

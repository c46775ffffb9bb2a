/**
 * A legend's text as plain text: whatever markup an administrator typed is read as text, never run
 * (docs/adr/0012-untrusted-input-html-and-files.md). Line breaks and paragraphs become new lines; the rest of the tags are dropped.
 */
export function legendPlainText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6])>/gi, '\n');
  // DOMParser builds an inert document: its scripts do not run and its images are not fetched.
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  doc.querySelectorAll('script, style').forEach((node) => node.remove());
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

import { sanitizeHtml } from './html';

describe('sanitizeHtml', () => {
  it('keeps formatting, links and images', () => {
    const html = '<p><b>Aviso</b> <a href="https://www.ssn.gob.ar">SSN</a> <img src="https://x/y.png" alt="y"></p>';
    expect(sanitizeHtml(html)).toBe(html.replace('alt="y">', 'alt="y" />'));
  });

  it('takes out scripts, event handlers, styles, frames and javascript: links', () => {
    const html =
      '<p onclick="x()" style="color:red">Hola<script>alert(1)</script><iframe src="https://x"></iframe><a href="javascript:alert(1)">a</a></p>';
    expect(sanitizeHtml(html)).toBe('<p>Hola<a>a</a></p>');
  });
});

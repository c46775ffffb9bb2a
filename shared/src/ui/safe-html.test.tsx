import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps formatting and takes out scripts, event handlers and frames', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()"><b>Hola</b><script>alert(1)</script><iframe src="https://x"></iframe><img src=x onerror="steal()"></p>',
    );
    expect(html).toBe('<p><b>Hola</b><img src="x"></p>');
  });

  it('drops javascript: links and opens the others in a new tab without an opener', () => {
    const { container } = render(
      <SafeHtml html={'<a href="javascript:alert(1)">a</a><a href="https://www.ssn.gob.ar">b</a>'} />,
    );
    const [bad, good] = Array.from(container.querySelectorAll('a'));
    expect(bad.getAttribute('href')).toBeNull();
    expect(good).toHaveAttribute('target', '_blank');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

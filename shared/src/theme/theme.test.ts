import { theme } from './theme';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(colour: string): number {
  const hex = /^#[0-9a-f]{3}$/i.test(colour) ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour;
  expect(hex).toMatch(/^#[0-9a-f]{6}$/i);
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme colour contrast (WCAG 2.1 AA, issue 13 §2)', () => {
  const { palette } = theme;
  const backgrounds = { paper: palette.background.paper, default: palette.background.default };

  it('computes the contrast ratio as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  for (const name of ['primary', 'secondary', 'error'] as const) {
    it(`${name}: its text on its colour, and the colour as text on the page backgrounds, reach 4.5:1`, () => {
      const colour = palette[name];
      expect(contrast(colour.main, colour.contrastText)).toBeGreaterThanOrEqual(4.5);
      for (const background of Object.values(backgrounds))
        expect(contrast(colour.main, background)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

describe('reduced motion', () => {
  function themeWith(reduce: boolean) {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
    })) as unknown as typeof window.matchMedia;
    try {
      let loaded: typeof theme | undefined;
      jest.isolateModules(() => {
        loaded = (jest.requireActual('./theme') as { theme: typeof theme }).theme;
      });
      return loaded!;
    } finally {
      window.matchMedia = matchMedia;
    }
  }

  it('moves nothing for a user who asked the system for less motion: no transition, no ripple', () => {
    const reduced = themeWith(true);
    expect(reduced.transitions.create('opacity')).toBe('none');
    expect(reduced.transitions.duration.enteringScreen).toBe(0);
    expect(reduced.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('keeps MUI’s transitions and ripple otherwise', () => {
    const moving = themeWith(false);
    expect(moving.transitions.create('opacity')).not.toBe('none');
    expect(moving.transitions.duration.enteringScreen).toBe(225);
    expect(moving.components?.MuiButtonBase).toBeUndefined();
  });
});

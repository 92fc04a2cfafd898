import { describe, expect, it } from 'vitest';
import { contrastRatio, THEMES, themesToCss, type TokenName } from './themes';

/** Text/background pairs the UI renders; each must reach WCAG AA for normal text. */
const TEXT_PAIRS: Array<[TokenName, TokenName]> = [
  ['foreground', 'background'],
  ['card-foreground', 'card'],
  ['popover-foreground', 'popover'],
  ['primary-foreground', 'primary'],
  ['secondary-foreground', 'secondary'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'muted'],
  ['muted-foreground', 'card'],
  ['accent-foreground', 'accent'],
  ['destructive-foreground', 'destructive'],
  ['destructive', 'background'],
  ['destructive', 'card'],
  ['success-foreground', 'success'],
  ['success', 'card'],
  ['link', 'background'],
  ['link', 'card'],
  ['foreground', 'muted'],
  ['foreground', 'accent'],
];

describe('themes', () => {
  it('defines the 28 themes of the product spec', () => {
    expect(THEMES.map((t) => t.name)).toEqual([
      'default',
      'eagles', 'cowboys', 'giants', 'commanders',
      'nationals', 'braves', 'marlins', 'mets', 'phillies',
      'wizards', 'hawks', 'hornets', 'heat', 'magic',
      'capitals', 'hurricanes', 'bluejackets', 'devils', 'islanders', 'rangers', 'flyers', 'penguins',
      'terrapins', 'hoyas', 'cavaliers', 'hokies',
    ]);
  });

  for (const theme of THEMES) {
    for (const mode of ['light', 'dark'] as const) {
      it.each(TEXT_PAIRS)(`${theme.name} ${mode}: %s on %s reaches 4.5:1`, (text, background) => {
        const tokens = theme.tokens[mode];
        expect(contrastRatio(tokens[text], tokens[background])).toBeGreaterThanOrEqual(4.5);
      });
      it(`${theme.name} ${mode}: the focus ring stands out from the background (3:1)`, () => {
        const tokens = theme.tokens[mode];
        expect(contrastRatio(tokens.ring, tokens.background)).toBeGreaterThanOrEqual(3);
      });
    }
  }

  it('emits one light and one dark rule per theme', () => {
    const css = themesToCss();
    expect(css.match(/\{--background:/g)).toHaveLength(THEMES.length * 2);
    expect(css).toContain(':root[data-theme="hokies"].dark{');
  });
});

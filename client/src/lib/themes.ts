/**
 * Colour themes (product spec §4 "Themes"): each theme is a set of CSS variables for light and dark
 * mode. The surfaces are derived from two brand colours per mode so every theme keeps the same
 * contrast rules; `themes.test.ts` checks WCAG contrast for every text pair.
 * Pure data and functions: imported by the browser and by vite.config.ts (which turns it into CSS).
 */

export const THEME_STORAGE_KEY = 'taxdesk.theme';
export const DARK_STORAGE_KEY = 'taxdesk.dark';
export const DEFAULT_THEME = 'default';

export type ThemeGroup = 'Standard' | 'Football' | 'Baseball' | 'Basketball' | 'Hockey' | 'College';
export type ThemeMode = 'light' | 'dark';

/** The CSS variables every theme defines, in each mode. */
export const TOKEN_NAMES = [
  'background',
  'foreground',
  'card',
  'card-foreground',
  'popover',
  'popover-foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'muted',
  'muted-foreground',
  'accent',
  'accent-foreground',
  'destructive',
  'destructive-foreground',
  'success',
  'success-foreground',
  'border',
  'input',
  'ring',
  'link',
] as const;

export type TokenName = (typeof TOKEN_NAMES)[number];
export type ThemeTokens = Record<TokenName, string>;

interface BrandColours {
  /** Main brand colour, used for buttons and highlights. */
  primary: string;
  /** Second brand colour, used as a soft tint for accents. */
  accent: string;
}

interface ThemeSource {
  name: string;
  label: string;
  group: ThemeGroup;
  light: BrandColours;
  dark: BrandColours;
}

export interface Theme {
  name: string;
  label: string;
  group: ThemeGroup;
  tokens: Record<ThemeMode, ThemeTokens>;
}

const SOURCES: ThemeSource[] = [
  { name: 'default', label: 'Default', group: 'Standard', light: { primary: '#1d4ed8', accent: '#0ea5e9' }, dark: { primary: '#60a5fa', accent: '#0ea5e9' } },
  // Football
  { name: 'eagles', label: 'Eagles', group: 'Football', light: { primary: '#004c54', accent: '#a5acaf' }, dark: { primary: '#5fbfc6', accent: '#a5acaf' } },
  { name: 'cowboys', label: 'Cowboys', group: 'Football', light: { primary: '#003594', accent: '#869397' }, dark: { primary: '#86a8ec', accent: '#869397' } },
  { name: 'giants', label: 'Giants', group: 'Football', light: { primary: '#0b2265', accent: '#a71930' }, dark: { primary: '#9fb4f0', accent: '#a71930' } },
  { name: 'commanders', label: 'Commanders', group: 'Football', light: { primary: '#5a1414', accent: '#ffb612' }, dark: { primary: '#ffb612', accent: '#5a1414' } },
  // Baseball
  { name: 'nationals', label: 'Nationals', group: 'Baseball', light: { primary: '#ab0003', accent: '#14225a' }, dark: { primary: '#ff8a8c', accent: '#14225a' } },
  { name: 'braves', label: 'Braves', group: 'Baseball', light: { primary: '#13274f', accent: '#ce1141' }, dark: { primary: '#f2758a', accent: '#ce1141' } },
  { name: 'marlins', label: 'Marlins', group: 'Baseball', light: { primary: '#006a94', accent: '#ef3340' }, dark: { primary: '#00a3e0', accent: '#ef3340' } },
  { name: 'mets', label: 'Mets', group: 'Baseball', light: { primary: '#002d72', accent: '#ff5910' }, dark: { primary: '#ff7a3d', accent: '#002d72' } },
  { name: 'phillies', label: 'Phillies', group: 'Baseball', light: { primary: '#ba0c2f', accent: '#002d72' }, dark: { primary: '#ff7083', accent: '#002d72' } },
  // Basketball
  { name: 'wizards', label: 'Wizards', group: 'Basketball', light: { primary: '#002b5c', accent: '#e31837' }, dark: { primary: '#ff6b81', accent: '#002b5c' } },
  { name: 'hawks', label: 'Hawks', group: 'Basketball', light: { primary: '#c8102e', accent: '#c1d32f' }, dark: { primary: '#c1d32f', accent: '#c8102e' } },
  { name: 'hornets', label: 'Hornets', group: 'Basketball', light: { primary: '#1d1160', accent: '#00788c' }, dark: { primary: '#2ec4c0', accent: '#1d1160' } },
  { name: 'heat', label: 'Heat', group: 'Basketball', light: { primary: '#98002e', accent: '#f9a01b' }, dark: { primary: '#f9a01b', accent: '#98002e' } },
  { name: 'magic', label: 'Magic', group: 'Basketball', light: { primary: '#0062a0', accent: '#c4ced4' }, dark: { primary: '#4db3f0', accent: '#c4ced4' } },
  // Hockey
  { name: 'capitals', label: 'Capitals', group: 'Hockey', light: { primary: '#041e42', accent: '#c8102e' }, dark: { primary: '#ff6b7c', accent: '#041e42' } },
  { name: 'hurricanes', label: 'Hurricanes', group: 'Hockey', light: { primary: '#cc0000', accent: '#a2aaad' }, dark: { primary: '#ff7070', accent: '#a2aaad' } },
  { name: 'bluejackets', label: 'Blue Jackets', group: 'Hockey', light: { primary: '#002654', accent: '#ce1126' }, dark: { primary: '#7fa9e6', accent: '#ce1126' } },
  { name: 'devils', label: 'Devils', group: 'Hockey', light: { primary: '#ce1126', accent: '#000000' }, dark: { primary: '#ff6b78', accent: '#000000' } },
  { name: 'islanders', label: 'Islanders', group: 'Hockey', light: { primary: '#00539b', accent: '#f47d30' }, dark: { primary: '#f47d30', accent: '#00539b' } },
  { name: 'rangers', label: 'Rangers', group: 'Hockey', light: { primary: '#0038a8', accent: '#ce1126' }, dark: { primary: '#7ea6ff', accent: '#ce1126' } },
  { name: 'flyers', label: 'Flyers', group: 'Hockey', light: { primary: '#f74902', accent: '#000000' }, dark: { primary: '#f74902', accent: '#000000' } },
  { name: 'penguins', label: 'Penguins', group: 'Hockey', light: { primary: '#1c1c1c', accent: '#fcb514' }, dark: { primary: '#fcb514', accent: '#1c1c1c' } },
  // College
  { name: 'terrapins', label: 'Terrapins', group: 'College', light: { primary: '#b5121b', accent: '#ffd520' }, dark: { primary: '#ffd520', accent: '#b5121b' } },
  { name: 'hoyas', label: 'Hoyas', group: 'College', light: { primary: '#041e42', accent: '#8d817b' }, dark: { primary: '#9fb7d9', accent: '#8d817b' } },
  { name: 'cavaliers', label: 'Cavaliers', group: 'College', light: { primary: '#232d4b', accent: '#e57200' }, dark: { primary: '#e57200', accent: '#232d4b' } },
  { name: 'hokies', label: 'Hokies', group: 'College', light: { primary: '#630031', accent: '#cf4420' }, dark: { primary: '#e5751f', accent: '#630031' } },
];

// ---------------------------------------------------------------------------------------------
// Colour arithmetic (sRGB hex), shared with the contrast test.

function parseHex(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `amount` (0..1) of colour `b` into colour `a`. */
export function mix(a: string, b: string, amount: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([0, 1, 2].map((i) => ca[i]! + (cb[i]! - ca[i]!) * amount) as [number, number, number]);
}

/** WCAG 2.x relative luminance of a hex colour. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio between two hex colours (1..21). */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Whichever of the two candidates reads better on `background`. */
function readableOn(background: string, light: string, dark: string): string {
  return contrastRatio(background, light) >= contrastRatio(background, dark) ? light : dark;
}

const INK = '#0b1020';
const PAPER = '#ffffff';
const NIGHT = '#0b0d12';
const SNOW = '#f4f5f7';

function buildTokens(mode: ThemeMode, brand: BrandColours): ThemeTokens {
  if (mode === 'light') {
    const background = mix(PAPER, brand.primary, 0.03);
    const foreground = mix(INK, brand.primary, 0.15);
    const muted = mix(PAPER, brand.primary, 0.07);
    const accent = mix(PAPER, brand.accent, 0.16);
    return {
      background,
      foreground,
      card: PAPER,
      'card-foreground': foreground,
      popover: PAPER,
      'popover-foreground': foreground,
      primary: brand.primary,
      'primary-foreground': readableOn(brand.primary, PAPER, INK),
      secondary: muted,
      'secondary-foreground': foreground,
      muted,
      'muted-foreground': mix(foreground, PAPER, 0.3),
      accent,
      'accent-foreground': foreground,
      destructive: '#b91c1c',
      'destructive-foreground': PAPER,
      success: '#15803d',
      'success-foreground': PAPER,
      border: mix(PAPER, foreground, 0.18),
      input: mix(PAPER, foreground, 0.45),
      ring: contrastRatio(brand.primary, background) >= 3 ? brand.primary : foreground,
      link: contrastRatio(brand.primary, background) >= 4.5 ? brand.primary : foreground,
    };
  }
  const background = mix(NIGHT, brand.primary, 0.06);
  const foreground = SNOW;
  const card = mix('#161922', brand.primary, 0.08);
  const muted = mix('#1d212b', brand.primary, 0.1);
  const accent = mix(card, brand.accent, 0.3);
  return {
    background,
    foreground,
    card,
    'card-foreground': foreground,
    popover: card,
    'popover-foreground': foreground,
    primary: brand.primary,
    'primary-foreground': readableOn(brand.primary, PAPER, NIGHT),
    secondary: muted,
    'secondary-foreground': foreground,
    muted,
    'muted-foreground': mix(foreground, background, 0.3),
    accent,
    'accent-foreground': foreground,
    destructive: '#f87171',
    'destructive-foreground': NIGHT,
    success: '#4ade80',
    'success-foreground': NIGHT,
    border: mix(background, foreground, 0.2),
    input: mix(background, foreground, 0.45),
    ring: contrastRatio(brand.primary, background) >= 3 ? brand.primary : foreground,
    link: contrastRatio(brand.primary, background) >= 4.5 ? brand.primary : foreground,
  };
}

/** All 28 themes of the product spec, in menu order. */
export const THEMES: Theme[] = SOURCES.map((source) => ({
  name: source.name,
  label: source.label,
  group: source.group,
  tokens: { light: buildTokens('light', source.light), dark: buildTokens('dark', source.dark) },
}));

export const THEME_GROUPS: ThemeGroup[] = ['Standard', 'Football', 'Baseball', 'Basketball', 'Hockey', 'College'];

/** True when `name` is one of the known themes. */
export function isThemeName(name: string | null | undefined): name is string {
  return !!name && THEMES.some((theme) => theme.name === name);
}

function declarations(tokens: ThemeTokens, mode: ThemeMode): string {
  const vars = TOKEN_NAMES.map((token) => `--${token}:${tokens[token]};`).join('');
  return `${vars}color-scheme:${mode};`;
}

/**
 * The stylesheet for every theme and mode. The default theme sits on `:root`; a theme applies
 * through `<html data-theme="name">` and dark mode through `<html class="dark">`.
 */
export function themesToCss(): string {
  const rules: string[] = [];
  for (const theme of THEMES) {
    const selector = theme.name === DEFAULT_THEME ? ':root' : `:root[data-theme="${theme.name}"]`;
    rules.push(`${selector}{${declarations(theme.tokens.light, 'light')}}`);
    rules.push(`${selector}.dark{${declarations(theme.tokens.dark, 'dark')}}`);
  }
  return rules.join('\n');
}

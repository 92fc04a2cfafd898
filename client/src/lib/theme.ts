import { useSyncExternalStore } from 'react';
import { DARK_STORAGE_KEY, DEFAULT_THEME, isThemeName, THEME_STORAGE_KEY } from './themes';

/** The theme in use, read from <html> (set before first paint by the inline script in index.html). */
export interface ThemePreference {
  theme: string;
  dark: boolean;
}

const listeners = new Set<() => void>();
let snapshot: ThemePreference | null = null;

function readPreference(): ThemePreference {
  const root = document.documentElement;
  const theme = root.getAttribute('data-theme');
  return { theme: isThemeName(theme) ? theme : DEFAULT_THEME, dark: root.classList.contains('dark') };
}

function getSnapshot(): ThemePreference {
  snapshot ??= readPreference();
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the choice still applies for this page view.
  }
}

/** Applies and stores a theme and mode choice. */
export function setThemePreference(next: Partial<ThemePreference>): void {
  const preference = { ...getSnapshot(), ...next };
  const root = document.documentElement;
  if (preference.theme === DEFAULT_THEME) root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', preference.theme);
  root.classList.toggle('dark', preference.dark);
  if (next.theme !== undefined) store(THEME_STORAGE_KEY, preference.theme);
  if (next.dark !== undefined) store(DARK_STORAGE_KEY, String(preference.dark));
  snapshot = preference;
  listeners.forEach((listener) => listener());
}

/** The current theme preference, updated when it changes. */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

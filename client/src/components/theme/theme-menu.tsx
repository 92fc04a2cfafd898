import { lazy, Suspense, useState } from 'react';
import { setThemePreference, useThemePreference } from '../../lib/theme';
import { buttonClasses } from '../ui/button';
import { ModeIcon, PaletteIcon } from './theme-icons';

const ThemeMenuDropdown = lazy(() => import('./theme-menu-dropdown'));

/** Stands in for the theme menu until its code has loaded; a click is remembered and opens it. */
function PlaceholderTrigger({ onActivate }: { onActivate: () => void }) {
  return (
    <button type="button" className={buttonClasses('ghost', 'sm')} aria-label="Colour theme" aria-haspopup="menu" onClick={onActivate}>
      <PaletteIcon />
      <span className="hidden sm:inline">Theme</span>
    </button>
  );
}

/** Colour theme menu plus the light/dark switch; both persist in localStorage. */
export function ThemeControls() {
  const { dark } = useThemePreference();
  const [clicked, setClicked] = useState(false);
  return (
    <div className="flex items-center gap-1">
      <Suspense fallback={<PlaceholderTrigger onActivate={() => setClicked(true)} />}>
        <ThemeMenuDropdown defaultOpen={clicked} takeFocus={clicked} />
      </Suspense>
      <button
        type="button"
        className={buttonClasses('ghost', 'sm')}
        aria-pressed={dark}
        aria-label="Dark mode"
        onClick={() => setThemePreference({ dark: !dark })}
      >
        <ModeIcon dark={dark} />
      </button>
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import { setThemePreference, useThemePreference } from '../../lib/theme';
import { buttonClasses } from '../ui/button';
import { ModeIcon, PaletteIcon } from './theme-icons';

const ThemeMenuDropdown = lazy(() => import('./theme-menu-dropdown'));

/**
 * Stands in for the theme menu until its code has loaded; a press is remembered and opens it, and focus is remembered
 * and handed to the real trigger (a keyboard user who tabbed here would otherwise lose focus to the page when the
 * placeholder is replaced, and their Enter would open nothing). A mouse press counts at pointerdown, as on the real
 * trigger: the code can arrive between the press and the release, and the release then lands on a trigger that opens
 * on presses only.
 */
function PlaceholderTrigger({ onActivate, onFocusChange }: { onActivate: () => void; onFocusChange: (focused: boolean) => void }) {
  return (
    <button
      type="button"
      className={buttonClasses('ghost', 'sm')}
      aria-label="Colour theme"
      aria-haspopup="menu"
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) onActivate();
      }}
      onClick={onActivate}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
    >
      <PaletteIcon />
      <span className="hidden sm:inline">Theme</span>
    </button>
  );
}

/** Colour theme menu plus the light/dark switch; both persist in localStorage. */
export function ThemeControls() {
  const { dark } = useThemePreference();
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);
  return (
    <div className="flex items-center gap-1">
      <Suspense fallback={<PlaceholderTrigger onActivate={() => setClicked(true)} onFocusChange={setFocused} />}>
        <ThemeMenuDropdown defaultOpen={clicked} takeFocus={clicked || focused} />
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

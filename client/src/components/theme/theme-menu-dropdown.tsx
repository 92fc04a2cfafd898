import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { setThemePreference, useThemePreference } from '../../lib/theme';
import { THEME_GROUPS, THEMES } from '../../lib/themes';
import { buttonClasses } from '../ui/button';
import { PaletteIcon } from './theme-icons';

interface ThemeMenuDropdownProps {
  /** Open at once (the user clicked the placeholder button while this code loaded). */
  defaultOpen: boolean;
  /** Move focus to the trigger (the placeholder button had focus). */
  takeFocus: boolean;
}

/** The Radix theme menu; loaded after first paint so the landing page stays small. */
export default function ThemeMenuDropdown({ defaultOpen, takeFocus }: ThemeMenuDropdownProps) {
  const { theme, dark } = useThemePreference();
  const current = THEMES.find((t) => t.name === theme);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) trigger.current?.focus();
  }, [takeFocus]);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className={buttonClasses('ghost', 'sm')} aria-label={`Colour theme: ${current?.label ?? 'Default'}`}>
        <PaletteIcon />
        <span className="hidden sm:inline">Theme</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 max-h-[min(70vh,var(--radix-dropdown-menu-content-available-height))] w-56 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => setThemePreference({ theme: value })}>
            {THEME_GROUPS.map((group) => (
              <DropdownMenu.Group key={group}>
                {group !== 'Standard' && (
                  <DropdownMenu.Label className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{group}</DropdownMenu.Label>
                )}
                {THEMES.filter((t) => t.group === group).map((t) => (
                  <DropdownMenu.RadioItem
                    key={t.name}
                    value={t.name}
                    className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
                  >
                    <span aria-hidden="true" className="size-3.5 shrink-0 rounded-full border" style={{ background: t.tokens[dark ? 'dark' : 'light'].primary }} />
                    <span className="flex-1">{t.label}</span>
                    <DropdownMenu.ItemIndicator aria-hidden="true">✓</DropdownMenu.ItemIndicator>
                  </DropdownMenu.RadioItem>
                ))}
              </DropdownMenu.Group>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

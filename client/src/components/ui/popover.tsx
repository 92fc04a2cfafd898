import { Popover as RadixPopover } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../utils/cn';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

/** Floating panel anchored to its trigger. */
export function PopoverContent({ className, align = 'end', sideOffset = 6, ...props }: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn('z-50 w-80 max-w-[calc(100vw-1rem)] rounded-lg border bg-popover p-0 text-popover-foreground shadow-lg focus:outline-none', className)}
        {...props}
      />
    </RadixPopover.Portal>
  );
}

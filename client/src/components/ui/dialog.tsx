import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../utils/cn';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

interface DialogContentProps {
  title: ReactNode;
  /** Shown under the title and read as the dialog's description. */
  description?: ReactNode;
  /** Hides the title visually (it is still read by screen readers). */
  hideTitle?: boolean;
  children?: ReactNode;
  className?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Fills the screen under 768 px (product spec §9 mobile breakpoint). */
  fullScreenOnMobile?: boolean;
  /** Whether the corner close button is shown. */
  showClose?: boolean;
  onInteractOutside?: (event: Event) => void;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

const SIZES = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/** A modal dialog with overlay, title, optional description and a close button. */
export function DialogContent({
  title,
  description,
  hideTitle,
  children,
  className,
  size = 'md',
  fullScreenOnMobile,
  showClose = true,
  onInteractOutside,
  onEscapeKeyDown,
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <RadixDialog.Content
        onInteractOutside={onInteractOutside}
        onEscapeKeyDown={onEscapeKeyDown}
        // Without a description Radix warns unless aria-describedby is explicitly undefined.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border bg-card text-card-foreground shadow-xl',
          'focus:outline-none',
          SIZES[size],
          fullScreenOnMobile && 'max-md:inset-0 max-md:h-dvh max-md:max-h-dvh max-md:w-full max-md:max-w-none max-md:translate-x-0 max-md:translate-y-0 max-md:rounded-none max-md:border-0',
          className,
        )}
      >
        <div className={cn('flex items-start justify-between gap-4 p-5 pb-3', hideTitle && 'sr-only')}>
          <div className="space-y-1">
            <RadixDialog.Title className="text-lg leading-tight font-semibold">{title}</RadixDialog.Title>
            {description && <RadixDialog.Description className="text-sm text-muted-foreground">{description}</RadixDialog.Description>}
          </div>
          {showClose && !hideTitle && (
            <RadixDialog.Close
              aria-label="Close"
              className="-m-1 grid size-9 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
            </RadixDialog.Close>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** A row of dialog buttons: stacked on phones, right-aligned otherwise. */
export function DialogFooter({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>{children}</div>;
}

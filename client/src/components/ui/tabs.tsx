import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../utils/cn';

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cn('inline-flex h-11 items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'inline-flex h-9 flex-1 items-center justify-center rounded-md px-4 text-sm font-medium whitespace-nowrap text-foreground transition-colors',
        'hover:bg-card/60 data-[state=active]:bg-card data-[state=active]:text-card-foreground data-[state=active]:shadow-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('mt-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring', className)} {...props} />;
}

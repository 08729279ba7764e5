import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef } from 'react';

/** Radix Tabs: `value`/`onValueChange` (or `defaultValue`) on the root; arrow keys move between tabs. */
export const Tabs = TabsPrimitive.Root;

export interface TabsListProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.List> {
  /** Tabs share the width equally on phones (left-aligned from `sm` up); more than fit still scroll sideways. */
  fill?: boolean;
  /** Many tabs: on phones they wrap in rows of three, every one in sight (left-aligned in a line from `sm` up). */
  wrap?: boolean;
}

export function TabsList({ fill = false, wrap = false, className = '', ...props }: TabsListProps) {
  const layout = wrap
    ? 'grid grid-cols-3 sm:flex sm:overflow-x-auto'
    : fill
      ? 'grid auto-cols-[minmax(max-content,1fr)] grid-flow-col overflow-x-auto sm:flex'
      : 'flex overflow-x-auto';
  return <TabsPrimitive.List {...props} className={`${layout} border-b border-line ${className}`} />;
}

export function TabsTrigger({ className = '', ...props }: ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      {...props}
      className={`-mb-px shrink-0 border-b-2 border-transparent px-2 py-3 text-sm whitespace-nowrap sm:px-4 tracking-wide text-ink-soft transition-colors hover:text-ink data-[state=active]:border-ink data-[state=active]:text-ink ${className}`}
    />
  );
}

export function TabsContent({ className = '', ...props }: ComponentPropsWithoutRef<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content {...props} className={`outline-none ${className}`} />;
}

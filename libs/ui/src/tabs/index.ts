/** `@atelier/ui/tabs`: Radix Tabs with the house style. A subpath, bundled by the apps that use it (not in the shell's first load). */
export { Tabs, TabsContent, TabsList, TabsTrigger, type TabsListProps } from './Tabs';

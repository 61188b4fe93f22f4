"use client";

import * as TabsPrimitive from "@radix-ui/react-tabs";
import type * as React from "react";
import { useElementClass } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";

/** Radix Tabs, wrapped once: arrow keys move between tabs, Home/End jump. */
export function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("ov:flex ov:flex-col ov:gap-4", className)} {...props} />;
}

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  const themed = useElementClass("tabs");
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn("ov-tabs__list ov:flex ov:flex-wrap ov:gap-1 ov:border-b ov:border-border", themed, className)}
      {...props}
    />
  );
}

// One complete colour set per state: the active tab's utilities come from data-state variants only.
const trigger =
  "ov-tabs__trigger ov:-mb-px ov:inline-flex ov:min-h-10 ov:items-center ov:gap-2 ov:border-b-2 ov:px-4 ov:py-2 ov:text-sm ov:font-semibold ov:disabled:opacity-50 " +
  "ov:data-[state=inactive]:border-transparent ov:data-[state=inactive]:text-text-muted ov:data-[state=inactive]:hover:text-text " +
  "ov:data-[state=active]:border-primary ov:data-[state=active]:text-primary";

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger data-slot="tabs-trigger" className={cn(trigger, className)} {...props} />;
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={className} {...props} />;
}

"use client";

import { cn } from "../../lib/cn";
import { SessionsActivityCard } from "../shared/sessions";

export interface SessionsActivityProps {
  /** Level of the card's heading; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * 'Sesiones y actividad' as a widget of its own ('Mi cuenta' shows the same card): the
 * caller's open sessions, closing them ('Cerrar esta sesión', 'Cerrar las demás sesiones'),
 * and the account's activity of the last 12 months. Customers and administrators alike.
 */
export function SessionsActivity({ headingLevel = 2, className }: SessionsActivityProps) {
  return (
    <div className={cn("ov-root ov-sessions-activity-widget", className)} data-ov-widget="SessionsActivity">
      <SessionsActivityCard headingLevel={headingLevel} />
    </div>
  );
}

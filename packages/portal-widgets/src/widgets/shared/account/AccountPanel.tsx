import * as React from "react";
import { cn } from "../../../lib/cn";
import { Alert, type AlertTone } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { PortalLink } from "../../../ui/PortalLink";

export interface AccountPanelProps {
  /** `data-ov-widget` of the widget's root. */
  widget: string;
  heading: React.ReactNode;
  /** The host page usually owns the h1; a standalone page may ask for one. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
  /** Shown above the card (the login page's brand). */
  before?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * The frame every account widget shares: the `ov-root` scope, a narrow centred card and
 * its heading. One place, so the thirteen account screens look and read alike.
 */
export function AccountPanel({ widget, heading, headingLevel = 2, className, before, children }: AccountPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = React.useId();
  return (
    <div className={cn("ov-root ov:mx-auto ov:w-full ov:max-w-xl", className)} data-ov-widget={widget}>
      {before}
      <section
        className="ov:flex ov:flex-col ov:gap-4 ov:rounded-[var(--ov-radius-card)] ov:border ov:border-border ov:bg-surface ov:p-4 ov:shadow-sm ov:sm:p-6"
        aria-labelledby={headingId}
      >
        <Heading id={headingId} className="ov:text-xl ov:font-semibold ov:text-text">
          {heading}
        </Heading>
        {children}
      </section>
    </div>
  );
}

/** A row of actions that wraps on narrow screens (360 px). */
export function Actions({ children, className }: { children: React.ReactNode; className?: string }) {
  return <div className={cn("ov:flex ov:flex-wrap ov:items-center ov:gap-x-4 ov:gap-y-2", className)}>{children}</div>;
}

/** A link of an account screen: a path from the provider's `links`, and its text. */
export interface AccountLink {
  to: string;
  label: React.ReactNode;
}

function AccountLinks({ links }: { links: AccountLink[] }) {
  return links.map((link) => (
    <PortalLink key={link.to} to={link.to} variant="link">
      {link.label}
    </PortalLink>
  ));
}

/** How a screen ends: a message and the links that help next ("sent → log in",
 * "expired → ask for a new link"). */
export function NoticeWithLinks({ tone, children, links }: { tone: AlertTone; children: React.ReactNode; links: AccountLink[] }) {
  return (
    <>
      <Alert tone={tone}>{children}</Alert>
      <Actions>
        <AccountLinks links={links} />
      </Actions>
    </>
  );
}

export interface FormFooterProps {
  submitLabel: React.ReactNode;
  busy: boolean;
  disabled?: boolean;
  /** The ways out of the form, on the right (they wrap below the button on narrow screens). */
  links: AccountLink[];
}

/** An account form's last row: its submit button, and the links away from it. */
export function FormFooter({ submitLabel, busy, disabled, links }: FormFooterProps) {
  return (
    <Actions className="ov:justify-between">
      <Button type="submit" busy={busy} disabled={disabled}>
        {submitLabel}
      </Button>
      <Actions>
        <AccountLinks links={links} />
      </Actions>
    </Actions>
  );
}

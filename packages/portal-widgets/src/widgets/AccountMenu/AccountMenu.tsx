"use client";

import * as React from "react";
import { useMessages, usePortal, useSession } from "../../core/react/portalHooks";
import { accountArea } from "../../locales/es-ES/labels/account";
import { bankAccountArea } from "../../locales/es-ES/labels/bankAccount";
import { dataExportArea } from "../../locales/es-ES/labels/dataExport";
import { preferencesArea } from "../../locales/es-ES/labels/preferences";
import { sessionsActivityArea } from "../../locales/es-ES/labels/sessionsActivity";
import { textsOf } from "../../locales/texts";
import { Button } from "../../ui/Button";
import { PortalLink } from "../../ui/PortalLink";
import { AccountPanel } from "../shared/account/AccountPanel";
import { BankAccountCard } from "../shared/bankAccount";
import { DataExportCard } from "../shared/dataExport";
import { PreferencesCard } from "../shared/preferences";
import { SessionsActivityCard } from "../shared/sessions";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { useLogout } from "./useAccountMenu";

export interface AccountMenuProps {
  /** After the password was changed. */
  onPasswordChanged?: () => void;
  /** After logout, before navigating to the login. */
  onLogout?: () => void;
  headingLevel?: 1 | 2;
  /** Further sections of 'Mi cuenta' (the host passes them: a widget never imports another),
   * shown below the menu's own, each with a heading one level down. */
  children?: React.ReactNode;
  /** Opens 'Cuenta bancaria' on this contract (codAbonado): the bank-change e-mail's link. */
  bankAccountContract?: string | undefined;
}

/** A menu item that shows and hides its section; the open item is the primary one (one
 * complete colour set per state). */
function MenuToggle({
  open,
  controls,
  onToggle,
  children,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  return (
    <li>
      <Button variant={open ? "primary" : "secondary"} aria-expanded={open} aria-controls={open ? controls : undefined} onClick={onToggle}>
        {children}
      </Button>
    </li>
  );
}

/** /admin, the user administration screen: the user's e-mail, 'Cambio de contraseña'
 * (the change-password form), 'Cuenta bancaria' (customers), 'Sesiones y actividad',
 * 'Cerrar sesión' (logout, then login) and Volver to /. */
export function AccountMenu({ onPasswordChanged, onLogout, headingLevel = 2, children, bankAccountContract }: AccountMenuProps) {
  const { navigate, links } = usePortal();
  const messages = useMessages();
  const labels = textsOf(messages, accountArea);
  const { email, profile, isAdministrador } = useSession();
  const logout = useLogout();
  const [showForm, setShowForm] = React.useState(true);
  const formId = React.useId();
  const [showBank, setShowBank] = React.useState(bankAccountContract !== undefined);
  const bankId = React.useId();
  const [showSessions, setShowSessions] = React.useState(false);
  const sessionsId = React.useId();
  const [showData, setShowData] = React.useState(false);
  const dataId = React.useId();
  const [showPrefs, setShowPrefs] = React.useState(false);
  const prefsId = React.useId();

  const leave = () => {
    if (logout.isPending) return;
    logout.mutate(undefined, {
      onSettled: () => {
        onLogout?.();
        navigate(links.login());
      },
    });
  };

  return (
    <AccountPanel widget="AccountMenu" heading={labels.accountMenu.heading} headingLevel={headingLevel} className="ov:max-w-3xl">
      <p className="ov:flex ov:flex-wrap ov:gap-x-2 ov:text-sm">
        <span className="ov:font-semibold ov:text-text">{labels.accountMenu.email}:</span>
        <span className="ov:break-all ov:text-text" data-slot="account-email">
          {email ?? profile?.email ?? "—"}
        </span>
      </p>
      <nav aria-label={labels.accountMenu.menu}>
        <ul className="ov:flex ov:flex-wrap ov:gap-2">
          <MenuToggle open={showForm} controls={formId} onToggle={() => setShowForm((open) => !open)}>
            {labels.accountMenu.changePassword}
          </MenuToggle>
          {isAdministrador ? null : (
            <>
              <MenuToggle open={showBank} controls={bankId} onToggle={() => setShowBank((open) => !open)}>
                {textsOf(messages, bankAccountArea).heading}
              </MenuToggle>
              <MenuToggle open={showData} controls={dataId} onToggle={() => setShowData((open) => !open)}>
                {textsOf(messages, dataExportArea).heading}
              </MenuToggle>
            </>
          )}
          <MenuToggle open={showSessions} controls={sessionsId} onToggle={() => setShowSessions((open) => !open)}>
            {textsOf(messages, sessionsActivityArea).sessionsActivity.heading}
          </MenuToggle>
          <MenuToggle open={showPrefs} controls={prefsId} onToggle={() => setShowPrefs((open) => !open)}>
            {textsOf(messages, preferencesArea).heading}
          </MenuToggle>
          <li>
            <Button variant="secondary" busy={logout.isPending} onClick={leave}>
              {labels.accountMenu.logout}
            </Button>
          </li>
        </ul>
      </nav>
      {showBank ? <BankAccountCard id={bankId} headingLevel={(headingLevel + 1) as 2 | 3} initialContract={bankAccountContract} /> : null}
      {showSessions ? <SessionsActivityCard id={sessionsId} headingLevel={(headingLevel + 1) as 2 | 3} /> : null}
      {showData ? <DataExportCard id={dataId} headingLevel={(headingLevel + 1) as 2 | 3} /> : null}
      {showPrefs ? <PreferencesCard id={prefsId} headingLevel={(headingLevel + 1) as 2 | 3} /> : null}
      {showForm ? <ChangePasswordForm id={formId} headingLevel={(headingLevel + 1) as 2 | 3} onSuccess={onPasswordChanged} /> : null}
      {children}
      <PortalLink to={links.home()} variant="link" className="ov:self-start">
        {labels.back}
      </PortalLink>
    </AccountPanel>
  );
}

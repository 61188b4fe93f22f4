"use client";

import * as React from "react";
import { useMessages, usePortal, useSession } from "../../core/react/portalHooks";
import { accountArea } from "../../locales/es-ES/labels/account";
import { bankAccountArea } from "../../locales/es-ES/labels/bankAccount";
import { preferencesArea } from "../../locales/es-ES/labels/preferences";
import { textsOf } from "../../locales/texts";
import { Button } from "../../ui/Button";
import { PortalLink } from "../../ui/PortalLink";
import { AccountPanel } from "../shared/account/AccountPanel";
import { BankAccountCard } from "../shared/bankAccount";
import { PreferencesCard } from "../shared/preferences";
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

/** /admin, the user administration screen: the user's e-mail, 'Cambio de contraseña'
 * (the change-password form), 'Cerrar sesión' (logout, then login) and Volver to /. */
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
          <li>
            <Button
              // One complete colour set per state: the open item is the primary one.
              variant={showForm ? "primary" : "secondary"}
              aria-expanded={showForm}
              aria-controls={showForm ? formId : undefined}
              onClick={() => setShowForm((open) => !open)}
            >
              {labels.accountMenu.changePassword}
            </Button>
          </li>
          {isAdministrador ? null : (
            <li>
              <Button
                variant={showBank ? "primary" : "secondary"}
                aria-expanded={showBank}
                aria-controls={showBank ? bankId : undefined}
                onClick={() => setShowBank((open) => !open)}
              >
                {textsOf(messages, bankAccountArea).heading}
              </Button>
            </li>
          )}
          <li>
            <Button
              variant={showPrefs ? "primary" : "secondary"}
              aria-expanded={showPrefs}
              aria-controls={showPrefs ? prefsId : undefined}
              onClick={() => setShowPrefs((open) => !open)}
            >
              {textsOf(messages, preferencesArea).heading}
            </Button>
          </li>
          <li>
            <Button variant="secondary" busy={logout.isPending} onClick={leave}>
              {labels.accountMenu.logout}
            </Button>
          </li>
        </ul>
      </nav>
      {showBank ? <BankAccountCard id={bankId} headingLevel={(headingLevel + 1) as 2 | 3} initialContract={bankAccountContract} /> : null}
      {showPrefs ? <PreferencesCard id={prefsId} headingLevel={(headingLevel + 1) as 2 | 3} /> : null}
      {showForm ? <ChangePasswordForm id={formId} headingLevel={(headingLevel + 1) as 2 | 3} onSuccess={onPasswordChanged} /> : null}
      {children}
      <PortalLink to={links.home()} variant="link" className="ov:self-start">
        {labels.back}
      </PortalLink>
    </AccountPanel>
  );
}

import TopNavigation, { type TopNavigationProps } from "@cloudscape-design/components/top-navigation";
import { useNavigate } from "@tanstack/react-router";
import type { CurrentUser } from "../../../shared/contracts/session";
import { DEFAULT_AVATAR } from "../../../shared/avatar";
import { COMPANY_SETTINGS_TEXT } from "./company-settings";
import { SIGN_OUT_LABEL } from "./sidebar";
import { useTenantProfile } from "./tenant";

const SIGN_OUT_ITEM = "sign-out";
const COMPANY_SETTINGS_ITEM = "company-settings";

const I18N: TopNavigationProps.I18nStrings = {
  overflowMenuTriggerText: "Mais",
  overflowMenuTitleText: "Todos",
  overflowMenuBackIconAriaLabel: "Voltar",
  overflowMenuDismissIconAriaLabel: "Fechar menu",
};

export interface AppHeaderProps {
  user: CurrentUser | null;
  onSignOut: () => void;
  /** Administrators: 'Dados da Empresa' in the user menu. */
  onCompanySettings: () => void;
}

/** The top bar: company logo and name, and the user menu with 'Dados da Empresa' (administrators) and 'Sair' (spec §2.1). */
export function AppHeader({ user, onSignOut, onCompanySettings }: AppHeaderProps) {
  const navigate = useNavigate();
  const tenant = useTenantProfile();
  const identity: TopNavigationProps.Identity = {
    href: "/",
    title: tenant.byname,
    onFollow: (event) => {
      event.preventDefault();
      void navigate({ to: "/" });
    },
  };
  if (tenant.logo) identity.logo = { src: tenant.logo, alt: tenant.byname || "Logotipo da empresa" };
  const utilities: TopNavigationProps.Utility[] = user
    ? [
        {
          type: "menu-dropdown",
          text: user.name,
          description: user.username,
          iconUrl: user.avatar || DEFAULT_AVATAR,
          iconAlt: user.name,
          // On phones the avatar stays in the bar instead of moving into an overflow menu.
          disableUtilityCollapse: true,
          items: [
            ...(user.admin ? [{ id: COMPANY_SETTINGS_ITEM, text: COMPANY_SETTINGS_TEXT.menuItem, iconName: "settings" as const }] : []),
            { id: SIGN_OUT_ITEM, text: SIGN_OUT_LABEL, iconName: "sign-out" },
          ],
          onItemClick: ({ detail }) => {
            if (detail.id === SIGN_OUT_ITEM) onSignOut();
            if (detail.id === COMPANY_SETTINGS_ITEM) onCompanySettings();
          },
        },
      ]
    : [];
  return <TopNavigation identity={identity} utilities={utilities} i18nStrings={I18N} />;
}

import SideNavigation from "@cloudscape-design/components/side-navigation";
import { useNavigate } from "@tanstack/react-router";
import { sectionForPath } from "./sections";
import { SIGN_OUT_HREF, sidebarItems } from "./sidebar";

export interface AppSideNavigationProps {
  pathname: string;
  admin: boolean;
  onSignOut: () => void;
  /** After a link is followed (the shell closes the menu on small screens). */
  onNavigate: () => void;
}

/** The sidebar: section links by role, active link by the current section (spec §2.1). */
export function AppSideNavigation({ pathname, admin, onSignOut, onNavigate }: AppSideNavigationProps) {
  const navigate = useNavigate();
  const activeHref = sectionForPath(pathname)?.href ?? pathname;
  return (
    <SideNavigation
      activeHref={activeHref}
      items={sidebarItems(admin)}
      onFollow={(event) => {
        event.preventDefault();
        if (event.detail.href === SIGN_OUT_HREF) {
          onSignOut();
          return;
        }
        void navigate({ href: event.detail.href });
        onNavigate();
      }}
    />
  );
}

import AppLayout from "@cloudscape-design/components/app-layout";
import { Outlet, useNavigate, useRouterState } from "@tanstack/react-router";
import { useState } from "react";
import { AppBreadcrumbs } from "./AppBreadcrumbs";
import { AppHeader } from "./AppHeader";
import { AppSideNavigation } from "./AppSideNavigation";
import { RouteLoadingBar } from "./RouteLoadingBar";
import { BreadcrumbProvider } from "./breadcrumbs";
import { CompanySettingsDialog } from "./CompanySettingsDialog";
import { useCurrentUser } from "./current-user";
import { SignOutModal } from "./SignOutModal";
import { useSectionFilterReset } from "./use-section-filter-reset";

/** The sidebar's links are short: a narrower sidebar leaves the lists more room (Cloudscape's default is 280). */
const NAVIGATION_WIDTH = 230;
/** Cloudscape's mobile breakpoint: below it the sidebar is an overlay opened by the menu button. */
const SMALL_SCREEN_QUERY = "(max-width: 688px)";

function isSmallScreen(): boolean {
  return window.matchMedia(SMALL_SCREEN_QUERY).matches;
}

const LAYOUT_LABELS = {
  navigation: "Menu",
  navigationClose: "Fechar menu",
  navigationToggle: "Abrir menu",
  notifications: "Notificações",
};

/** The signed-in shell (spec §2.1): header, sidebar, breadcrumbs and the page. */
export function AppShell() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [navigationOpen, setNavigationOpen] = useState(() => !isSmallScreen());
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const [editingCompany, setEditingCompany] = useState(false);
  useSectionFilterReset(pathname);

  const askToSignOut = () => setConfirmingSignOut(true);

  return (
    <BreadcrumbProvider>
      <div id="app-header" className="app-header">
        <AppHeader user={user} onSignOut={askToSignOut} onCompanySettings={() => setEditingCompany(true)} />
      </div>
      <AppLayout
        headerSelector="#app-header"
        navigation={
          <AppSideNavigation
            pathname={pathname}
            admin={user?.admin ?? false}
            onSignOut={askToSignOut}
            onNavigate={() => {
              if (isSmallScreen()) setNavigationOpen(false);
            }}
          />
        }
        navigationWidth={NAVIGATION_WIDTH}
        navigationOpen={navigationOpen}
        onNavigationChange={({ detail }) => setNavigationOpen(detail.open)}
        breadcrumbs={<AppBreadcrumbs />}
        content={
          <>
            <RouteLoadingBar />
            <Outlet />
          </>
        }
        toolsHide
        ariaLabels={LAYOUT_LABELS}
      />
      {editingCompany && <CompanySettingsDialog onClose={() => setEditingCompany(false)} />}
      <SignOutModal
        visible={confirmingSignOut}
        onCancel={() => setConfirmingSignOut(false)}
        onConfirm={() => {
          setConfirmingSignOut(false);
          void navigate({ to: "/logout" });
        }}
      />
    </BreadcrumbProvider>
  );
}

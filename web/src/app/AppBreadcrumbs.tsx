import BreadcrumbGroup from "@cloudscape-design/components/breadcrumb-group";
import Button from "@cloudscape-design/components/button";
import Icon from "@cloudscape-design/components/icon";
import { useNavigate } from "@tanstack/react-router";
import { type TrailItem, useBreadcrumbTrail } from "./breadcrumbs";
import { homeIcon } from "./icons";

/** The trail under the header: a home icon leading to /, then the section and the page's steps. */
export function AppBreadcrumbs() {
  const navigate = useNavigate();
  const { items, follow } = useBreadcrumbTrail();
  return (
    <nav className="app-breadcrumbs" aria-label="Navegação estrutural" data-testid="breadcrumbs">
      <Button
        variant="inline-icon"
        iconSvg={homeIcon}
        ariaLabel="Início"
        href="/"
        onFollow={(event) => {
          event.preventDefault();
          void navigate({ to: "/" });
        }}
      />
      {items.length > 0 && (
        <>
          <span className="app-breadcrumbs__separator">
            <Icon name="angle-right" variant="subtle" />
          </span>
          <div className="app-breadcrumbs__trail">
            <BreadcrumbGroup<TrailItem>
              items={items}
              ariaLabel="Caminho"
              expandAriaLabel="Mostrar caminho"
              onFollow={(event) => {
                event.preventDefault();
                const { pageIndex, href } = event.detail.item;
                if (pageIndex >= 0 && follow(pageIndex)) return;
                if (href !== "#") void navigate({ href });
              }}
            />
          </div>
        </>
      )}
    </nav>
  );
}

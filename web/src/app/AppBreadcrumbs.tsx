import BreadcrumbGroup from "@cloudscape-design/components/breadcrumb-group";
import Button from "@cloudscape-design/components/button";
import ButtonDropdown from "@cloudscape-design/components/button-dropdown";
import Icon from "@cloudscape-design/components/icon";
import { useNavigate } from "@tanstack/react-router";
import { type RefObject, useLayoutEffect, useRef, useState } from "react";
import { type CrumbMenu, type TrailItem, useBreadcrumbTrail } from "./breadcrumbs";
import { homeIcon } from "./icons";

/** The menu of the trail's last step: a caret beside it listing the pages to switch to, the current one checked. */
function LastCrumbMenu({ menu }: { menu: CrumbMenu }) {
  const navigate = useNavigate();
  return (
    <ButtonDropdown
      variant="inline-icon"
      iconName="caret-down-filled"
      ariaLabel={menu.ariaLabel}
      expandToViewport
      items={menu.items.map((item) => ({ id: item.id, text: item.text, href: item.href, itemType: "checkbox", checked: item.current === true }))}
      onItemFollow={(event) => {
        event.preventDefault();
        if (event.detail.href) void navigate({ href: event.detail.href });
      }}
    />
  );
}

/** Room past the measured steps, so rounding never reads as a trail too wide (and collapses it). */
const TRAIL_SLACK_PX = 2;

/**
 * The width the whole trail needs, steps uncollapsed: the sum of the hidden copies of the steps BreadcrumbGroup
 * measures itself. Null until measured or when `steps` is null (no menu). Beside a menu the trail takes this
 * width (or less, when the bar is narrower, and then collapses): a trail sized by its visible steps would never
 * regrow once collapsed.
 */
function useFullTrailWidth(container: RefObject<HTMLElement | null>, steps: string | null): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const copies = steps === null ? [] : [...(container.current?.querySelectorAll<HTMLElement>('nav > ol[aria-hidden="true"] > li') ?? [])];
    if (copies.length === 0) {
      setWidth(null);
      return;
    }
    const measure = () => setWidth(Math.ceil(copies.reduce((sum, copy) => sum + copy.getBoundingClientRect().width, 0)) + TRAIL_SLACK_PX);
    measure();
    // Again when a step's width changes (the web font arriving).
    const observer = new ResizeObserver(measure);
    for (const copy of copies) observer.observe(copy);
    return () => observer.disconnect();
  }, [container, steps]);
  return width;
}

/**
 * The trail under the header: a home icon leading to /, then the section and the page's steps, and the last
 * step's menu when the page gives it one.
 */
export function AppBreadcrumbs() {
  const navigate = useNavigate();
  const { items, follow, menu } = useBreadcrumbTrail();
  const trail = useRef<HTMLDivElement>(null);
  const fullWidth = useFullTrailWidth(trail, menu ? items.map((item) => item.text).join("\u0000") : null);
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
          <div
            ref={trail}
            className={menu ? "app-breadcrumbs__trail app-breadcrumbs__trail--menu" : "app-breadcrumbs__trail"}
            style={menu && fullWidth !== null ? { flexBasis: fullWidth } : undefined}
          >
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
          {menu && <LastCrumbMenu menu={menu} />}
        </>
      )}
    </nav>
  );
}

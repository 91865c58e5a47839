import Button from "@cloudscape-design/components/button";
import Link from "@cloudscape-design/components/link";
import { useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { type DashboardLink, presetLink } from "./tile-links";

/** Follows a tile's link inside the app, with the target list's filter or sort set first. */
function useFollow(link: DashboardLink) {
  const navigate = useNavigate();
  return (event: CustomEvent) => {
    event.preventDefault();
    void presetLink(link).then((href) => navigate({ href }));
  };
}

interface TileLinkProps {
  link: DashboardLink;
  children: ReactNode;
  /** A figure that opens its list, shown as large as the tile's other figures. */
  figure?: boolean;
}

export function TileLink({ link, children, figure }: TileLinkProps) {
  const follow = useFollow(link);
  return (
    <Link href={link.href} onFollow={follow} {...(figure ? { fontSize: "heading-m" as const } : {})}>
      {children}
    </Link>
  );
}

/** A tile's header action: the list the tile sums up. */
export function TileButton({ link, children }: { link: DashboardLink; children: string }) {
  const follow = useFollow(link);
  return (
    <Button href={link.href} onFollow={follow} iconName="angle-right" iconAlign="right">
      {children}
    </Button>
  );
}

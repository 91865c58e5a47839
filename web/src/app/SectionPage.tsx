import ContentLayout from "@cloudscape-design/components/content-layout";
import Header from "@cloudscape-design/components/header";
import type { ReactNode } from "react";
import { type Crumb, usePageBreadcrumbs } from "./breadcrumbs";

export interface SectionPageProps {
  title: string;
  /** The trail after the section label; the section's own page passes none. */
  trail?: readonly Crumb[];
  children?: ReactNode;
}

const NO_TRAIL: readonly Crumb[] = [];

/** A page of a section: its title and breadcrumb. Screens still to be built render just this. */
export function SectionPage({ title, trail = NO_TRAIL, children }: SectionPageProps) {
  usePageBreadcrumbs(trail);
  return <ContentLayout header={<Header variant="h1">{title}</Header>}>{children}</ContentLayout>;
}

import type { SideNavigationProps } from "@cloudscape-design/components/side-navigation";
import { SECTIONS, type Section, sectionOpenTo } from "./sections";

/** 'Sair' has no route: following it asks for confirmation (spec §2.1). */
export const SIGN_OUT_HREF = "#sair";
export const SIGN_OUT_LABEL = "Sair";

/** Sections after the separator in the sidebar. */
const AFTER_SEPARATOR = new Set(["users"]);

function linkTo(section: Section): SideNavigationProps.Link {
  return { type: "link", text: section.label, href: section.href };
}

/** The sidebar links a user sees: admin-only links are hidden for standard users. */
export function sidebarItems(admin: boolean): SideNavigationProps.Item[] {
  const visible = SECTIONS.filter((section) => sectionOpenTo(section, admin));
  return [
    ...visible.filter((section) => !AFTER_SEPARATOR.has(section.id)).map(linkTo),
    { type: "divider" },
    ...visible.filter((section) => AFTER_SEPARATOR.has(section.id)).map(linkTo),
    { type: "link", text: SIGN_OUT_LABEL, href: SIGN_OUT_HREF },
  ];
}

/**
 * Export title and subtitle from the breadcrumb (spec §2.3): the title names the section and the page
 * ("Pedidos - Itens"), the subtitle is the whole trail ("Pedidos / #123 / Itens").
 */
export function exportHeading(sectionLabel: string, trail: readonly { text: string }[]): { title: string; subtitle: string } {
  const texts = [sectionLabel, ...trail.map((crumb) => crumb.text)].filter((text) => text.trim() !== "");
  const last = texts.length > 1 ? texts[texts.length - 1] : undefined;
  return {
    title: last ? `${sectionLabel} - ${last}` : sectionLabel,
    subtitle: texts.join(" / "),
  };
}

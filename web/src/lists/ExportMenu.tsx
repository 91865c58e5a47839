import ButtonDropdown from "@cloudscape-design/components/button-dropdown";
import { useState } from "react";
import { notify } from "../app/notifications";
import { runExport } from "./export-run";
import type { ExportDocument, ExportFormat } from "./export-types";
import { LIST_TEXT } from "./i18n";

/** The header's 'Exportar' menu (spec §2.3): PDF or Excel of what the list shows. */

const ITEMS = [
  { id: "pdf", text: LIST_TEXT.exportPdf, iconName: "file" as const },
  { id: "excel", text: LIST_TEXT.exportExcel, iconName: "download" as const },
];

export interface ExportMenuProps {
  /** Builds the document at click time from the current filter, sort and columns. */
  document: () => ExportDocument;
  disabled?: boolean;
}

function isFormat(id: string): id is ExportFormat {
  return id === "pdf" || id === "excel";
}

export function ExportMenu({ document, disabled }: ExportMenuProps) {
  const [busy, setBusy] = useState(false);
  const onExport = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await runExport(format, document());
    } catch (error) {
      console.error("Falha ao exportar a lista", error);
      notify("error", LIST_TEXT.exportError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ButtonDropdown
      items={ITEMS}
      loading={busy}
      disabled={disabled}
      onItemClick={({ detail }) => {
        if (isFormat(detail.id)) void onExport(detail.id);
      }}
    >
      {LIST_TEXT.export}
    </ButtonDropdown>
  );
}

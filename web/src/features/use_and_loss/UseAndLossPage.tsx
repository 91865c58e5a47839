import { getRouteApi } from "@tanstack/react-router";
import type { Operation, OperationStatus } from "../../app/route-params";
import { SectionPage } from "../../app/SectionPage";

const route = getRouteApi("/_auth/_admin/use_and_loss/$operation/{-$status}");

/** The two filter dialogs' options (spec §2.6). */
const OPERATION_LABELS: Record<Operation, string> = {
  all: "Todas as Operações",
  use: "Operações de Uso",
  loss: "Operações de Perda",
};

const STATUS_LABELS: Record<OperationStatus, string> = {
  all: "Todas",
  open: "Operações em Aberto",
  closed: "Operações Baixadas",
  applied: "Operações Aplicadas",
};

/** /use_and_loss/$operation/$status? (spec §2.6). */
export function UseAndLossPage() {
  const { operation, status } = route.useParams();
  return (
    <SectionPage
      title="Uso/Perda"
      trail={[{ text: OPERATION_LABELS[operation] }, { text: STATUS_LABELS[status ?? "all"] }]}
    />
  );
}

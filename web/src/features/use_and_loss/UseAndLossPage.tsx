import { getRouteApi } from "@tanstack/react-router";
import { USE_LOSS_OPERATION_FILTER_LABELS, USE_LOSS_STATUS_FILTER_LABELS } from "../../../../shared/contracts/use-and-loss";
import { SectionPage } from "../../app/SectionPage";

const route = getRouteApi("/_auth/_section/use_and_loss/$operation/{-$status}");

/** /use_and_loss/$operation/$status? (spec §2.6). */
export function UseAndLossPage() {
  const { operation, status } = route.useParams();
  return (
    <SectionPage
      title="Uso/Perda"
      trail={[{ text: USE_LOSS_OPERATION_FILTER_LABELS[operation] }, { text: USE_LOSS_STATUS_FILTER_LABELS[status ?? "all"] }]}
    />
  );
}

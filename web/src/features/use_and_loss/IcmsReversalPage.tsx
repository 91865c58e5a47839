import Button from "@cloudscape-design/components/button";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { type Crumb, usePageBreadcrumbs } from "../../app/breadcrumbs";
import { formatDate } from "../../app/format";
import { useBack } from "../../app/use-back";
import { DataList, exportHeading } from "../../lists";
import { ICMS_REVERSAL_LIST } from "./icms-reversal-config";
import type { IcmsPeriod } from "./icms-period";
import { ICMS_PERIOD_TEXT, IcmsPeriodModal } from "./IcmsPeriodModal";
import { USE_AND_LOSS_SECTION_LABEL } from "./labels";

const route = getRouteApi("/_auth/_section/use_and_loss/icms_reversal/$period");

export const ICMS_REVERSAL_TEXT = {
  title: "Estorno de Crédito de ICMS",
  description:
    "Perdas baixadas contra notas de entrada no período: o crédito de ICMS de cada nota na proporção da quantidade baixada. Informativo: nada é enviado ao Fisco.",
  period: (period: IcmsPeriod) => `${formatDate(period.start)} a ${formatDate(period.end)}`,
} as const;

/** /use_and_loss/icms_reversal/$period: the ICMS credit the store must reverse for the losses of a period. */
export function IcmsReversalPage() {
  const { period } = route.useParams();
  const navigate = useNavigate();
  const [choosingPeriod, setChoosingPeriod] = useState(false);

  const periodText = ICMS_REVERSAL_TEXT.period(period);
  const trail = useMemo<Crumb[]>(
    () => [{ text: ICMS_REVERSAL_TEXT.title }, { text: periodText, onFollow: () => setChoosingPeriod(true) }],
    [periodText],
  );
  usePageBreadcrumbs(trail);
  const heading = exportHeading(USE_AND_LOSS_SECTION_LABEL, trail);

  const { start, end } = period;
  const items = route.useLoaderData();
  const back = useBack("/use_and_loss");

  const apply = (next: IcmsPeriod) => {
    setChoosingPeriod(false);
    void navigate({ to: "/use_and_loss/icms_reversal/$period", params: { period: next } });
  };

  return (
    <>
      <DataList
        key={`${start},${end}`}
        config={ICMS_REVERSAL_LIST}
        items={items}
        title={ICMS_REVERSAL_TEXT.title}
        description={ICMS_REVERSAL_TEXT.description}
        exportTitle={`${USE_AND_LOSS_SECTION_LABEL} - ${ICMS_REVERSAL_TEXT.title}`}
        exportSubtitle={heading.subtitle}
        onBack={back}
        actions={
          <Button iconName="calendar" onClick={() => setChoosingPeriod(true)}>
            {ICMS_PERIOD_TEXT.title}
          </Button>
        }
      />
      {choosingPeriod ? <IcmsPeriodModal period={period} onDismiss={() => setChoosingPeriod(false)} onApply={apply} /> : null}
    </>
  );
}

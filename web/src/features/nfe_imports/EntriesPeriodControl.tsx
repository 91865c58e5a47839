import Button from "@cloudscape-design/components/button";
import { useState } from "react";
import { SalesPeriodModal } from "../../app/SalesPeriodModal";
import type { SalesPeriod } from "../../app/sales-period";
import { ENTRIES_PERIOD_TEXT } from "./entries-period";

export interface EntriesPeriodControlProps {
  period: SalesPeriod;
  onApply: (period: SalesPeriod) => void;
}

/**
 * 'Período' on 'Entradas': the period of entry dates, chosen as the sales period is (two days in order, at
 * most 400 days, ending no later than today); the button shows the period in force.
 */
export function EntriesPeriodControl({ period, onApply }: EntriesPeriodControlProps) {
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <Button iconName="calendar" ariaLabel={`${ENTRIES_PERIOD_TEXT.title}: ${ENTRIES_PERIOD_TEXT.period(period)}`} onClick={() => setChoosing(true)}>
        {ENTRIES_PERIOD_TEXT.period(period)}
      </Button>
      {choosing && (
        <SalesPeriodModal
          period={period}
          title={ENTRIES_PERIOD_TEXT.title}
          requiredMessage={ENTRIES_PERIOD_TEXT.required}
          onDismiss={() => setChoosing(false)}
          onApply={(next) => {
            setChoosing(false);
            onApply(next);
          }}
        />
      )}
    </>
  );
}

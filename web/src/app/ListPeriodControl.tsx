import Button from "@cloudscape-design/components/button";
import { useState } from "react";
import { LIST_PERIOD_TEXT } from "./list-period";
import { SalesPeriodModal } from "./SalesPeriodModal";
import type { SalesPeriod } from "./sales-period";

export interface ListPeriodControlProps {
  period: SalesPeriod;
  onApply: (period: SalesPeriod) => void;
}

/**
 * 'Período' of a list of history ('Entradas', 'Uso e Perda'): its period of dates, chosen as the sales period
 * is (two days in order, at most 400 days, ending no later than today); the button shows the period in force.
 */
export function ListPeriodControl({ period, onApply }: ListPeriodControlProps) {
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <Button iconName="calendar" ariaLabel={`${LIST_PERIOD_TEXT.title}: ${LIST_PERIOD_TEXT.period(period)}`} onClick={() => setChoosing(true)}>
        {LIST_PERIOD_TEXT.period(period)}
      </Button>
      {choosing && (
        <SalesPeriodModal
          period={period}
          title={LIST_PERIOD_TEXT.title}
          requiredMessage={LIST_PERIOD_TEXT.required}
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

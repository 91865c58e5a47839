// @vitest-environment jsdom
import createWrapper from "@cloudscape-design/components/test-utils/dom";
import { act, useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { useMountedRoot } from "./support/mounted-root";
import type { IsoDay } from "../../shared/dates";
import { DateField } from "../../web/src/app/DateField";

const mounted = useMountedRoot();
/** Every day the field handed to the screen, in order. */
let handed: (IsoDay | null)[];

beforeEach(() => {
  handed = [];
});

/** A screen holding the field's day, with a rule of its own: not after 2026-03-31. */
function Screen({ initial }: { initial: IsoDay | null }) {
  const [day, setDay] = useState(initial);
  return (
    <DateField
      label="Entradas desde"
      value={day}
      onChange={(next) => {
        handed.push(next);
        setDay(next);
      }}
      errorText={day && day > "2026-03-31" ? "A data não pode ser posterior a hoje" : undefined}
      isDateEnabled={(candidate) => candidate <= "2026-03-31"}
    />
  );
}

function render(initial: IsoDay | null) {
  act(() => mounted.root.render(<Screen initial={initial} />));
  const wrapper = createWrapper(mounted.container);
  const field = wrapper.findFormField();
  const input = wrapper.findInput();
  if (!field || !input) throw new Error("campo de data ausente");
  return {
    input,
    shown: () => input.findNativeInput().getElement().value,
    error: () => field.findError()?.getElement().textContent ?? null,
    invalid: () => input.findNativeInput().getElement().getAttribute("aria-invalid") === "true",
    type: (text: string) => {
      act(() => input.findNativeInput().focus());
      act(() => input.setInputValue(text));
    },
    leave: () => act(() => input.findNativeInput().blur()),
  };
}

describe("DateField", () => {
  it("shows the day as dd/mm/aaaa (spec §5), not in words, edited or not", () => {
    const field = render("2026-03-01");
    expect(field.shown()).toBe("01/03/2026");
    act(() => field.input.findNativeInput().focus());
    expect(field.shown()).toBe("01/03/2026");
    // Selected whole, so typing replaces the date.
    const native = field.input.findNativeInput().getElement();
    expect([native.selectionStart, native.selectionEnd]).toEqual([0, "01/03/2026".length]);
    field.leave();
    expect(field.shown()).toBe("01/03/2026");
  });

  it("makes a short day typed as d/m/aa whole once the field is left", () => {
    const field = render(null);
    field.type("7/3/26");
    expect(handed.at(-1)).toBe("2026-03-07");
    field.leave();
    expect(field.shown()).toBe("07/03/2026");
  });

  it("hands the screen the ISO day typed as dd/mm/aaaa", () => {
    const field = render(null);
    field.type("15/03/2026");
    expect(handed.at(-1)).toBe("2026-03-15");
    field.leave();
    expect(field.shown()).toBe("15/03/2026");
    expect(field.error()).toBeNull();
  });

  it("says 'Data inválida' for a day that does not exist, and hands over nothing", () => {
    const field = render("2026-03-01");
    field.type("31/02/2026");
    expect(handed.at(-1)).toBeNull();
    expect(field.error()).toBe("Data inválida");
    expect(field.invalid()).toBe(true);
    field.leave();
    expect(field.shown()).toBe("31/02/2026");
    expect(field.error()).toBe("Data inválida");
  });

  it("waits for a whole date before calling it invalid, but not once the field is left", () => {
    const field = render(null);
    field.type("15/0");
    expect(field.error()).toBeNull();
    expect(handed.at(-1)).toBeNull();
    field.leave();
    expect(field.error()).toBe("Data inválida");
  });

  it("shows the screen's own rule on a real day", () => {
    const field = render(null);
    field.type("01/04/2026");
    expect(handed.at(-1)).toBe("2026-04-01");
    expect(field.error()).toBe("A data não pode ser posterior a hoje");
  });

  it("picks a day on a pt-BR calendar that starts on Sunday and offers only the screen's days", () => {
    const field = render("2026-03-01");
    const popover = createWrapper(mounted.container).findPopover();
    act(() => popover?.findTrigger().find("button")?.click());
    const calendar = createWrapper(mounted.container).findCalendar();
    if (!calendar) throw new Error("calendário não abriu");
    expect(calendar.findHeader().getElement().textContent).toBe("março de 2026");
    // March 2026 starts on a Sunday: the first cell is the 1st; the 10th is row 2, column 3.
    expect(calendar.findDateAt(1, 1).getElement().textContent).toContain("1 de março de 2026");
    expect(calendar.findDateAt(1, 1).getElement().getAttribute("aria-selected")).toBe("true");
    // The screen offers no day after 2026-03-31.
    act(() => calendar.findNextMonthButton().click());
    expect(calendar.findDateAt(1, 4).getElement().textContent).toContain("1 de abril de 2026");
    expect(calendar.findDateAt(1, 4).getElement().getAttribute("aria-disabled")).toBe("true");
    act(() => calendar.findPreviousMonthButton().click());
    act(() => calendar.findDateAt(2, 3).click());
    expect(handed.at(-1)).toBe("2026-03-10");
    expect(field.shown()).toBe("10/03/2026");
    expect(createWrapper(mounted.container).findCalendar()).toBeNull();
  });
});

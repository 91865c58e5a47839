import { describe, expect, it } from "vitest";
import { maskDateTyping } from "../../web/src/app/date-typing";
import { formatLongDate } from "../../web/src/app/format";
import { parseDateInput } from "../../web/src/lists/filter-values";

/** Types text one key at a time into a field that masks as it goes. */
function typeKeys(keys: string, start = ""): string {
  let text = start;
  for (const key of keys) text = maskDateTyping(text, text + key);
  return text;
}

describe("typing a day as dd/mm/aaaa", () => {
  it("puts the slashes in when only digits are typed (a phone's numeric keypad has no '/')", () => {
    expect(typeKeys("01032026")).toBe("01/03/2026");
    expect(maskDateTyping("", "01032026")).toBe("01/03/2026");
    expect(parseDateInput(typeKeys("01032026"))).toBe("2026-03-01");
  });

  it("leaves slashes typed by the person where they put them", () => {
    expect(typeKeys("1/3/2026")).toBe("1/3/2026");
    expect(typeKeys("01/03/2026")).toBe("01/03/2026");
    expect(typeKeys("1/032026")).toBe("1/03/2026");
    expect(parseDateInput(typeKeys("1/3/26"))).toBe("2026-03-01");
  });

  it("never adds anything while deleting", () => {
    expect(maskDateTyping("01/03/2", "01/03/")).toBe("01/03/");
    expect(maskDateTyping("01/0", "01/")).toBe("01/");
    expect(maskDateTyping("01/", "01")).toBe("01");
  });

  it("keeps a day that does not exist as typed, for the field to call it invalid", () => {
    expect(typeKeys("31022026")).toBe("31/02/2026");
    expect(parseDateInput("31/02/2026")).toBeNull();
    expect(parseDateInput("ontem")).toBeNull();
  });
});

describe("a chosen day in words", () => {
  it("reads in Portuguese", () => {
    expect(formatLongDate("2026-03-01")).toBe("1 de março de 2026");
    expect(formatLongDate("2025-12-31")).toBe("31 de dezembro de 2025");
    expect(formatLongDate("")).toBe("");
  });
});

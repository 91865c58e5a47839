// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { clearSectionFilters, listFilterKey } from "../../web/src/app/section-filters";

describe("clearSectionFilters", () => {
  beforeEach(() => sessionStorage.clear());

  it("removes only the saved list filters of that section", () => {
    sessionStorage.setItem(listFilterKey("sales", "daily"), "{}");
    sessionStorage.setItem(listFilterKey("sales", "groups"), "{}");
    sessionStorage.setItem(listFilterKey("pricing", "pricing"), "{}");
    sessionStorage.setItem("something-else", "1");

    clearSectionFilters("sales");

    expect(Object.keys(sessionStorage).sort()).toEqual(["list:pricing:pricing", "something-else"]);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { opensLists, SETTLE_MS, whenSettled } from "../../web/src/app/warm-up";

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { configurable: true, get: () => state });
}

afterEach(() => {
  vi.useRealTimers();
  setReadyState("complete");
});

describe("whenSettled", () => {
  it("on a page still loading, waits for the load event and then SETTLE_MS before running the task, once", () => {
    vi.useFakeTimers();
    setReadyState("loading");
    const task = vi.fn();
    whenSettled(task);
    vi.advanceTimersByTime(SETTLE_MS * 5);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("on a page already loaded (the shell drawn after the load event), runs the task SETTLE_MS later", () => {
    vi.useFakeTimers();
    setReadyState("complete");
    const task = vi.fn();
    whenSettled(task);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("cancelled (the shell left before), never runs the task, before or after the load event", () => {
    vi.useFakeTimers();
    setReadyState("loading");
    const beforeLoad = vi.fn();
    whenSettled(beforeLoad)();
    window.dispatchEvent(new Event("load"));
    setReadyState("complete");
    const afterLoad = vi.fn();
    const cancel = whenSettled(afterLoad);
    vi.advanceTimersByTime(SETTLE_MS / 2);
    cancel();
    vi.advanceTimersByTime(SETTLE_MS * 5);
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(afterLoad).not.toHaveBeenCalled();
  });
});

describe("opensLists", () => {
  it("is true for an administrator, who opens every list section, and false for a standard user, who has only the home page", () => {
    expect(opensLists(true)).toBe(true);
    expect(opensLists(false)).toBe(false);
  });
});

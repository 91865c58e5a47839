// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMountedRoot } from "./support/mounted-root";
import { RUNNING_POLL_MS, usePollWhileRunning } from "../../web/src/app/use-poll-while-running";

const mounted = useMountedRoot({ attached: false });

function Probe({ running, reload }: { running: boolean; reload: () => void }) {
  usePollWhileRunning(running, reload);
  return null;
}

async function render(running: boolean, reload: () => void) {
  await act(async () => mounted.root.render(<Probe running={running} reload={reload} />));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** What the inventories and pricing lists do while a row's job runs (the browser test sees the row move). */
describe("asking again while a job runs", () => {
  it(`reads the list again every ${RUNNING_POLL_MS} ms while a job runs`, async () => {
    const reload = vi.fn();
    await render(true, reload);
    await act(async () => vi.advanceTimersByTime(RUNNING_POLL_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(RUNNING_POLL_MS));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("stops asking once the job stopped (finished or failed), and asks nothing when none runs", async () => {
    const reload = vi.fn();
    await render(true, reload);
    await act(async () => vi.advanceTimersByTime(RUNNING_POLL_MS));
    expect(reload).toHaveBeenCalledTimes(1);
    await render(false, reload);
    await act(async () => vi.advanceTimersByTime(10 * RUNNING_POLL_MS));
    expect(reload).toHaveBeenCalledTimes(1);

    const idle = vi.fn();
    await render(false, idle);
    await act(async () => vi.advanceTimersByTime(10 * RUNNING_POLL_MS));
    expect(idle).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMountedRoot } from "./support/mounted-root";
import type { ListHead } from "../../shared/wire/list-head";
import { type ListLoad, type ListLoader, prefetchedList, RELOAD_DELAY_MS, useListLoader } from "../../web/src/app/use-list-loader";

/** A load whose answers the test releases one by one. */
function controlledLoad() {
  const pending: Array<(rows: string[]) => void> = [];
  const load = vi.fn(
    () =>
      new Promise<string[]>((resolve) => {
        pending.push(resolve);
      }),
  );
  const answer = async (index: number, rows: string[]) => {
    await act(async () => pending[index]?.(rows));
  };
  return { load, answer };
}

const mounted = useMountedRoot({ attached: false });
let latest: ListLoader<string>;

function Probe({ load }: { load: ListLoad<string> }) {
  latest = useListLoader(load);
  return null;
}

async function render(load: ListLoad<string>) {
  await act(async () => mounted.root.render(<Probe load={load} />));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the list data-loading hook", () => {
  it("loads on mount and shows the rows once they arrive", async () => {
    const { load, answer } = controlledLoad();
    await render(load);
    expect(latest).toMatchObject({ items: [], loading: true });
    await answer(0, ["a", "b"]);
    expect(latest).toMatchObject({ items: ["a", "b"], loading: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it(`reloads ${RELOAD_DELAY_MS} ms after a change, keeping the rows on screen meanwhile`, async () => {
    const { load, answer } = controlledLoad();
    await render(load);
    await answer(0, ["a"]);

    act(() => latest.reloadSoon());
    await act(async () => vi.advanceTimersByTime(RELOAD_DELAY_MS - 1));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(latest).toMatchObject({ items: ["a"], loading: false });

    await answer(1, ["a", "b"]);
    expect(latest).toMatchObject({ items: ["a", "b"], loading: false });
  });

  it("runs a new loader as a new list, and drops the late answer of the previous one", async () => {
    const first = controlledLoad();
    const second = controlledLoad();
    await render(first.load);
    await first.answer(0, ["open order"]);

    await render(second.load);
    expect(latest).toMatchObject({ items: [], loading: true });

    await render(first.load);
    await render(second.load);
    await first.answer(1, ["stale"]);
    expect(latest).toMatchObject({ items: [], loading: true });
    await second.answer(1, ["closed order"]);
    expect(latest).toMatchObject({ items: ["closed order"], loading: false });
  });

  it("cancels a pending reload on unmount", async () => {
    const { load, answer } = controlledLoad();
    await render(load);
    await answer(0, ["a"]);
    act(() => latest.reloadSoon());
    act(() => mounted.root.unmount());
    await act(async () => vi.advanceTimersByTime(RELOAD_DELAY_MS));
    expect(load).toHaveBeenCalledTimes(1);
  });

  describe("a read its route started (prefetchedList)", () => {
    const HEAD: ListHead<string> = { rows: ["a"], count: 3, sums: {} };

    /** A read whose head and rows the test releases; each call is a request. */
    function controlledRead() {
      const heads: Array<(head: ListHead<string>) => void> = [];
      const answers: Array<(rows: string[]) => void> = [];
      const read = vi.fn(
        (onHead: (head: ListHead<string>) => void) =>
          new Promise<string[]>((resolve) => {
            heads.push(onHead);
            answers.push(resolve);
          }),
      );
      return {
        read,
        head: async (index: number) => act(async () => heads[index]?.(HEAD)),
        answer: async (index: number, rows: string[]) => act(async () => answers[index]?.(rows)),
      };
    }

    it("asks once, as the route loads; the page takes that read and its head, which came before the page did", async () => {
      const { read, head, answer } = controlledRead();
      const load = prefetchedList(read);
      expect(read).toHaveBeenCalledTimes(1);
      await head(0);
      await render(load);
      expect(read).toHaveBeenCalledTimes(1);
      expect(latest).toMatchObject({ items: [], loading: true, head: HEAD });
      await answer(0, ["a", "b", "c"]);
      expect(latest).toMatchObject({ items: ["a", "b", "c"], loading: false, head: null });
    });

    it("hands over a head that comes after the page did, and reads again on a reload, the rows staying meanwhile", async () => {
      const { read, head, answer } = controlledRead();
      const load = prefetchedList(read);
      await render(load);
      expect(latest).toMatchObject({ loading: true, head: null });
      await head(0);
      expect(latest.head).toEqual(HEAD);
      await answer(0, ["a", "b", "c"]);

      act(() => latest.reloadSoon());
      await act(async () => vi.advanceTimersByTime(RELOAD_DELAY_MS));
      expect(read).toHaveBeenCalledTimes(2);
      expect(latest).toMatchObject({ items: ["a", "b", "c"], loading: false });
      await answer(1, ["a", "c"]);
      expect(latest).toMatchObject({ items: ["a", "c"], loading: false });
    });
  });
});

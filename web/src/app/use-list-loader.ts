import { useCallback, useEffect, useRef, useState } from "react";
import type { ListHead } from "../../../shared/wire/list-head";

/** Spec §7, §9: lists reload about 500 ms after a mutation. */
export const RELOAD_DELAY_MS = 500;

export interface ListLoader<T> {
  /** The rows of the current `load`; empty until its first answer. */
  items: readonly T[];
  /** True until the current `load` has answered once; reloads keep the rows on screen. */
  loading: boolean;
  /** While loading, the list's head once it arrived (a long list's first page, count and sums); else null. */
  head: ListHead<T> | null;
  /** Reloads after RELOAD_DELAY_MS (after a create, edit or removal). */
  reloadSoon: () => void;
}

const NO_ITEMS: readonly never[] = [];

/** A list's load; one that reads a long list passes `onHead` to getList. */
export type ListLoad<T> = (onHead: (head: ListHead<T>) => void) => Promise<readonly T[]>;

interface Answer<T> {
  load: ListLoad<T>;
  items: readonly T[];
}

interface HeadOf<T> {
  load: ListLoad<T>;
  head: ListHead<T>;
}

/**
 * The data-loading hook of the lists that do not load through their route's loader: the dialogs' lists (they
 * are not routes) and the long lists of pricing, sales and inventories (products, counts), which are to show
 * their first page before the whole list arrives (a route loader would wait for all of it; one may start the
 * read, see prefetchedList). Runs `load` on mount and whenever it changes (pass a memoised loader, keyed on
 * what it reads), and again on `reloadSoon`. A long list's head (getList's `onHead`) is kept while the first
 * answer of its load is awaited, for the list kit's `head`. Rows answer the loader that fetched them, so a new
 * loader (another status, order or period) shows a loading list rather than the previous rows. An answer that
 * arrives after a newer load started, or after unmount, is dropped. Failures are the loader's to report: the
 * API client raises the notification and answers an empty list.
 */
export function useListLoader<T>(load: ListLoad<T>): ListLoader<T> {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [headOf, setHeadOf] = useState<HeadOf<T> | null>(null);
  const generation = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const run = useCallback(() => {
    const current = ++generation.current;
    const onHead = (head: ListHead<T>) => {
      if (current === generation.current) setHeadOf({ load, head });
    };
    void load(onHead).then((items) => {
      if (current === generation.current) setAnswer({ load, items });
    });
  }, [load]);

  useEffect(() => {
    run();
    return () => {
      generation.current++;
      clearTimeout(timer.current);
    };
  }, [run]);

  const reloadSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, RELOAD_DELAY_MS);
  }, [run]);

  const items = answer?.load === load ? answer.items : null;
  const head = items === null && headOf?.load === load ? headOf.head : null;
  return { items: items ?? NO_ITEMS, loading: items === null, head, reloadSoon };
}

/**
 * A long list's read started by its route's loader, as the page's `load`: the request leaves while the page's
 * code loads, and the list still shows its head before the whole list arrives (the loader does not wait for
 * it). The first load takes the read under way (its head at once if it came already); a later one (a reload
 * after a change) reads again.
 */
export function prefetchedList<T>(read: ListLoad<T>): ListLoad<T> {
  let arrived: ListHead<T> | null = null;
  let listener: ((head: ListHead<T>) => void) | null = null;
  let underWay: Promise<readonly T[]> | null = read((head) => {
    arrived = head;
    listener?.(head);
  });
  return (onHead) => {
    if (!underWay) return read(onHead);
    const started = underWay;
    underWay = null;
    if (arrived) onHead(arrived);
    else listener = onHead;
    return started;
  };
}

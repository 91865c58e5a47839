import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearNotifications,
  DEFAULT_AUTO_CLOSE_MS,
  dismissNotification,
  getNotifications,
  notify,
} from "../../web/src/app/notifications";

describe("notifications", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearNotifications();
    vi.useRealTimers();
  });

  it("close by themselves after 5 s by default", () => {
    expect(DEFAULT_AUTO_CLOSE_MS).toBe(5000);
    notify("success", "Salvo");
    vi.advanceTimersByTime(4999);
    expect(getNotifications()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getNotifications()).toEqual([]);
  });

  it("can close sooner (2 s for the pricing, notable and sales load failures)", () => {
    notify("error", "Erro ao carregar as Vendas Diárias", { autoCloseMs: 2000 });
    notify("info", "Outra");
    vi.advanceTimersByTime(2000);
    expect(getNotifications().map((n) => n.content)).toEqual(["Outra"]);
  });

  it("can be dismissed", () => {
    const id = notify("warning", "Atenção");
    dismissNotification(id);
    expect(getNotifications()).toEqual([]);
  });
});

import { useSyncExternalStore } from "react";

/** Spec §8: notifications close by themselves after 5 s unless told otherwise. */
export const DEFAULT_AUTO_CLOSE_MS = 5000;

export type NotificationType = "info" | "warning" | "error" | "success";

export interface AppNotification {
  id: string;
  type: NotificationType;
  content: string;
  autoCloseMs: number;
}

export interface NotifyOptions {
  /** Milliseconds before the notification closes by itself; 0 keeps it until dismissed. */
  autoCloseMs?: number;
}

type Listener = () => void;

const listeners = new Set<Listener>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let notifications: readonly AppNotification[] = [];
let nextId = 1;

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissNotification(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  const remaining = notifications.filter((notification) => notification.id !== id);
  if (remaining.length === notifications.length) return;
  notifications = remaining;
  emit();
}

/** Shows a notification at the top right; returns its id. */
export function notify(type: NotificationType, content: string, options: NotifyOptions = {}): string {
  const id = `notification-${nextId++}`;
  const autoCloseMs = options.autoCloseMs ?? DEFAULT_AUTO_CLOSE_MS;
  notifications = [...notifications, { id, type, content, autoCloseMs }];
  if (autoCloseMs > 0) timers.set(id, setTimeout(() => dismissNotification(id), autoCloseMs));
  emit();
  return id;
}

export function getNotifications(): readonly AppNotification[] {
  return notifications;
}

export function clearNotifications(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  notifications = [];
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotifications(): readonly AppNotification[] {
  return useSyncExternalStore(subscribe, getNotifications, getNotifications);
}

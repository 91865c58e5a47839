import Flashbar, { type FlashbarProps } from "@cloudscape-design/components/flashbar";
import { dismissNotification, useNotifications } from "./notifications";

/** The notification stack, fixed at the top right of every page (spec §8). */
export function Notifications() {
  const notifications = useNotifications();
  if (notifications.length === 0) return null;
  const items: FlashbarProps.MessageDefinition[] = notifications.map((notification) => ({
    id: notification.id,
    type: notification.type,
    content: notification.content,
    dismissible: true,
    dismissLabel: "Fechar notificação",
    onDismiss: () => dismissNotification(notification.id),
  }));
  return (
    <div className="app-notifications" data-testid="notifications">
      <Flashbar items={items} />
    </div>
  );
}

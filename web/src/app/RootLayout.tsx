import { Outlet } from "@tanstack/react-router";
import { Notifications } from "./Notifications";

/** Every page, signed in or not, with the notification stack above it. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Notifications />
    </>
  );
}

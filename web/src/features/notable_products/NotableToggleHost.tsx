import { useEffect } from "react";
import type { NotableToggleHostProps } from "../../app/notable-flags/NotableFlags";
import { useNotableToggle } from "./use-notable-toggle";

/** The flag toggle's dialogs inside the app's NotableFlagsProvider (product lists of other areas). */
export function NotableToggleHost({ register, onChanged }: NotableToggleHostProps) {
  const { toggle, dialogs } = useNotableToggle(onChanged);
  useEffect(() => register(toggle), [register, toggle]);
  return dialogs;
}

import type { InputProps } from "@cloudscape-design/components/input";
import { useRef, useState } from "react";
import { useProductScan } from "./use-product-scan";

/**
 * What both floor tasks keep between a scan and its registration: the scanned product, the quantity typed
 * (and its error) and the message of the last registration done. A new scan clears them; a registration done
 * says so and leaves the barcode field ready for the next scan.
 */
export function useScanEntry(clearRefusal: () => void) {
  const scan = useProductScan();
  const scanRef = useRef<InputProps.Ref>(null);
  const quantityRef = useRef<InputProps.Ref>(null);
  const [quantityText, setQuantityText] = useState("");
  const [quantityError, setQuantityError] = useState<string>();
  const [done, setDone] = useState<string>();

  const lookUp = async (barcode?: string) => {
    setDone(undefined);
    setQuantityText("");
    setQuantityError(undefined);
    clearRefusal();
    await scan.lookUp(barcode);
  };

  const finished = (message: string) => {
    setDone(message);
    setQuantityText("");
    scan.clear();
    scanRef.current?.focus();
  };

  return { scan, scanRef, quantityRef, quantityText, setQuantityText, quantityError, setQuantityError, done, setDone, lookUp, finished };
}

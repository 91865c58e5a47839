import { useRef, useState } from "react";
import type { FloorProduct } from "../../../../shared/contracts/floor";
import { lookUpProduct } from "./collector-api";
import { SCAN_TEXT } from "./labels";

/** Why the scanned code shows no product: a field error (unknown, empty) or a lost connection. */
export type ScanProblem = { kind: "field"; message: string } | { kind: "lost" };

export interface ProductScan {
  barcode: string;
  setBarcode(barcode: string): void;
  /** The product the last scan found. */
  product: FloorProduct | undefined;
  looking: boolean;
  problem: ScanProblem | undefined;
  /** Looks the code up (the field's, or one the camera read); answers the product found. */
  lookUp(barcode?: string): Promise<FloorProduct | undefined>;
  /** Ready for the next scan. */
  clear(): void;
}

/** The barcode field's state: a scanner types the code and Enter, a person types it, or the camera reads it. */
export function useProductScan(): ProductScan {
  const [barcode, setBarcode] = useState("");
  const [product, setProduct] = useState<FloorProduct>();
  const [looking, setLooking] = useState(false);
  const [problem, setProblem] = useState<ScanProblem>();
  // Scans can follow each other faster than the answers: only the last one's answer counts.
  const latest = useRef(0);

  const lookUp = async (code = barcode): Promise<FloorProduct | undefined> => {
    const trimmed = code.trim();
    setProduct(undefined);
    if (!trimmed) {
      setProblem({ kind: "field", message: SCAN_TEXT.required });
      return undefined;
    }
    const scan = ++latest.current;
    setLooking(true);
    setProblem(undefined);
    const outcome = await lookUpProduct(trimmed);
    if (scan !== latest.current) return undefined;
    setLooking(false);
    if (outcome.kind === "found") {
      setProduct(outcome.product);
      return outcome.product;
    }
    setProblem(outcome.kind === "lost" ? { kind: "lost" } : { kind: "field", message: outcome.message });
    return undefined;
  };

  return {
    barcode,
    setBarcode,
    product,
    looking,
    problem,
    lookUp,
    clear: () => {
      latest.current++;
      setBarcode("");
      setProduct(undefined);
      setProblem(undefined);
      setLooking(false);
    },
  };
}

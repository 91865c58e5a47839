import Alert from "@cloudscape-design/components/alert";
import Button from "@cloudscape-design/components/button";
import FormField from "@cloudscape-design/components/form-field";
import Input, { type InputProps } from "@cloudscape-design/components/input";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { type RefObject, useState } from "react";
import { CameraScanDialog } from "./CameraScanDialog";
import { canScanWithCamera } from "./camera";
import { SCAN_TEXT } from "./labels";
import type { ProductScan } from "./use-product-scan";

export interface BarcodeScanProps {
  scan: ProductScan;
  inputRef: RefObject<InputProps.Ref | null>;
  /** Looks up the field's code, or the one the camera read. */
  onLookUp: (barcode?: string) => void;
}

/**
 * The barcode field: a handheld scanner types the code and Enter, a person types it and taps 'Buscar' (or
 * Enter), or, where the browser can read barcodes, the camera reads it.
 */
export function BarcodeScan({ scan, inputRef, onLookUp }: BarcodeScanProps) {
  const [cameraOpen, setCameraOpen] = useState(false);
  const [withCamera] = useState(canScanWithCamera);
  const fieldError = scan.problem?.kind === "field" ? scan.problem.message : undefined;

  return (
    <SpaceBetween size="xs">
      <FormField label={SCAN_TEXT.label} constraintText={SCAN_TEXT.hint} errorText={fieldError} stretch>
        <div className="collector-scan">
          <div className="collector-scan__input">
            <Input
              ref={inputRef}
              value={scan.barcode}
              onChange={({ detail }) => scan.setBarcode(detail.value)}
              onKeyDown={({ detail }) => {
                if (detail.key === "Enter") onLookUp();
              }}
              placeholder={SCAN_TEXT.placeholder}
              inputMode="numeric"
              autoComplete={false}
              invalid={fieldError !== undefined}
            />
          </div>
          <Button onClick={() => onLookUp()} loading={scan.looking}>
            {SCAN_TEXT.search}
          </Button>
          {withCamera && (
            <Button iconName="video-camera-on" onClick={() => setCameraOpen(true)}>
              {SCAN_TEXT.camera}
            </Button>
          )}
        </div>
      </FormField>
      {scan.problem?.kind === "lost" && <Alert type="warning">{SCAN_TEXT.lost}</Alert>}
      {cameraOpen && (
        <CameraScanDialog
          onClose={() => setCameraOpen(false)}
          onDetected={(barcode) => {
            setCameraOpen(false);
            scan.setBarcode(barcode);
            onLookUp(barcode);
          }}
        />
      )}
    </SpaceBetween>
  );
}

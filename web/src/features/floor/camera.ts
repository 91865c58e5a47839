/**
 * The phone camera as a barcode reader, where the browser offers the BarcodeDetector API (Chrome on Android,
 * among others; only on HTTPS). Feature-detected: where it is absent the collector shows no camera button.
 */

interface DetectedBarcode {
  rawValue: string;
}

export interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

type BarcodeReaderClass = new () => BarcodeReader;

function readerClass(): BarcodeReaderClass | undefined {
  const candidate: unknown = (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  if (typeof candidate !== "function" || typeof navigator.mediaDevices?.getUserMedia !== "function") return undefined;
  return candidate as BarcodeReaderClass;
}

export function canScanWithCamera(): boolean {
  return readerClass() !== undefined;
}

/** A reader of every format the browser knows, or undefined where there is none. */
export function newBarcodeReader(): BarcodeReader | undefined {
  const Reader = readerClass();
  return Reader ? new Reader() : undefined;
}

/** The rear camera's stream (the one that faces the product). */
export function openRearCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
}

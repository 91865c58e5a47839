import Alert from "@cloudscape-design/components/alert";
import Box from "@cloudscape-design/components/box";
import Button from "@cloudscape-design/components/button";
import Modal from "@cloudscape-design/components/modal";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useEffect, useRef, useState } from "react";
import { newBarcodeReader, openRearCamera } from "./camera";
import { CAMERA_TEXT } from "./labels";

const DETECT_EVERY_MS = 200;

export interface CameraScanDialogProps {
  onDetected: (barcode: string) => void;
  onClose: () => void;
}

/** The camera's picture until a barcode shows in it; mount it to open it. The camera stops when it closes. */
export function CameraScanDialog({ onDetected, onClose }: CameraScanDialogProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const detected = useRef(onDetected);
  detected.current = onDetected;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reader = newBarcodeReader();
    const stop = (tracks: MediaStream | undefined) => {
      for (const track of tracks?.getTracks() ?? []) track.stop();
    };
    const look = async () => {
      const video = videoRef.current;
      if (stopped || !video || !reader) return;
      const [code] = await reader.detect(video).catch(() => []);
      if (code?.rawValue) detected.current(code.rawValue);
      else timer = setTimeout(look, DETECT_EVERY_MS);
    };
    openRearCamera()
      .then(async (opened) => {
        const video = videoRef.current;
        // Closed while the browser asked for the camera: let it go at once.
        if (stopped || !video) return stop(opened);
        stream = opened;
        video.srcObject = opened;
        await video.play();
        await look();
      })
      .catch(() => {
        if (!stopped) setFailed(true);
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stop(stream);
    };
  }, []);

  return (
    <Modal
      visible
      header={CAMERA_TEXT.header}
      closeAriaLabel={CAMERA_TEXT.cancel}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <Button variant="link" onClick={onClose}>
            {CAMERA_TEXT.cancel}
          </Button>
        </Box>
      }
    >
      {failed ? (
        <Alert type="error">{CAMERA_TEXT.failed}</Alert>
      ) : (
        <SpaceBetween size="s">
          <Box>{CAMERA_TEXT.hint}</Box>
          <video ref={videoRef} className="collector-camera" muted playsInline aria-label={CAMERA_TEXT.video} />
        </SpaceBetween>
      )}
    </Modal>
  );
}

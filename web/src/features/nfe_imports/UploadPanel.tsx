import Box from "@cloudscape-design/components/box";
import Container from "@cloudscape-design/components/container";
import FileDropzone from "@cloudscape-design/components/file-dropzone";
import FileInput from "@cloudscape-design/components/file-input";
import Header from "@cloudscape-design/components/header";
import Link from "@cloudscape-design/components/link";
import ProgressBar from "@cloudscape-design/components/progress-bar";
import SpaceBetween from "@cloudscape-design/components/space-between";
import StatusIndicator, { type StatusIndicatorProps } from "@cloudscape-design/components/status-indicator";
import { useState } from "react";
import { NFE_FILE_STATUS_LABELS } from "../../../../shared/contracts/nfe-imports";
import { prepareUpload, runUpload, type UploadLine, type UploadState, uploadProgress } from "./upload";
import "./nfe-imports.css";

export const UPLOAD_PANEL_TEXT = {
  header: "Importar XML da NF-e",
  description: "Um ou vários arquivos XML de NF-e, ou um ZIP com eles. Cada nota é conferida e entra no estoque, ou espera a sua revisão.",
  drop: "Arraste os arquivos XML ou ZIP para cá",
  or: "ou",
  choose: "Escolher arquivos",
  reading: "Abrindo os arquivos...",
  progress: "Envio das notas",
  progressCount: (done: number, total: number) => `${done} de ${total} arquivos`,
  summary: (imported: number, review: number, refused: number) =>
    `${imported} importada(s), ${review} aguardando revisão, ${refused} recusada(s)`,
  review: "Revisar",
  entry: "Ver entrada",
} as const;

const STATE_INDICATOR: Readonly<Record<UploadState, StatusIndicatorProps.Type>> = {
  waiting: "pending",
  sending: "in-progress",
  imported: "success",
  review: "warning",
  refused: "error",
};

const STATE_LABEL: Readonly<Record<UploadState, string>> = {
  waiting: "Na fila",
  sending: "Enviando",
  ...NFE_FILE_STATUS_LABELS,
};

export interface UploadPanelProps {
  /** After the last file of a selection ended (the screen reloads its lists). */
  onFinished: () => void;
  /** 'Revisar' on a note waiting for review. */
  onReview: (importId: number) => void;
}

function UploadLineRow({ line, onReview }: { line: UploadLine; onReview: UploadPanelProps["onReview"] }) {
  const showMessage = line.state !== "waiting" && line.state !== "sending";
  return (
    <li className="nfe-upload-line">
      <StatusIndicator type={STATE_INDICATOR[line.state]}>{STATE_LABEL[line.state]}</StatusIndicator>
      <span className="nfe-upload-name">{line.name}</span>
      {showMessage && <span className="nfe-upload-message">{line.message}</span>}
      {line.state === "review" && line.import_id !== undefined && (
        <Link
          href={`/nfe_imports/${line.import_id}`}
          onFollow={(event) => {
            event.preventDefault();
            if (line.import_id !== undefined) onReview(line.import_id);
          }}
        >
          {UPLOAD_PANEL_TEXT.review}
        </Link>
      )}
    </li>
  );
}

/**
 * The upload (button or drag and drop) with a progress line per note: each XML is sent on its own, a ZIP
 * opened here first; each line ends imported, waiting for review (with its link) or refused with the reason.
 */
export function UploadPanel({ onFinished, onReview }: UploadPanelProps) {
  const [lines, setLines] = useState<UploadLine[]>([]);
  const [busy, setBusy] = useState<"reading" | "sending" | null>(null);

  const start = async (files: readonly File[]) => {
    if (busy || files.length === 0) return;
    setBusy("reading");
    const jobs = await prepareUpload(files);
    setLines(jobs.map((job) => job.line));
    setBusy("sending");
    await runUpload(jobs, (line) => setLines((current) => current.map((shown) => (shown.id === line.id ? line : shown))));
    setBusy(null);
    onFinished();
  };

  const progress = uploadProgress(lines);
  return (
    <Container header={<Header variant="h2" description={UPLOAD_PANEL_TEXT.description}>{UPLOAD_PANEL_TEXT.header}</Header>}>
      <SpaceBetween size="m">
        <FileDropzone onChange={({ detail }) => void start(detail.value)}>
          <SpaceBetween size="xs" alignItems="center">
            <Box color="text-body-secondary">{UPLOAD_PANEL_TEXT.drop}</Box>
            <Box color="text-body-secondary">{UPLOAD_PANEL_TEXT.or}</Box>
            <FileInput
              value={[]}
              multiple
              accept=".xml,.zip,application/xml,text/xml,application/zip"
              onChange={({ detail }) => void start(detail.value)}
            >
              {UPLOAD_PANEL_TEXT.choose}
            </FileInput>
          </SpaceBetween>
        </FileDropzone>
        {busy === "reading" && <StatusIndicator type="loading">{UPLOAD_PANEL_TEXT.reading}</StatusIndicator>}
        {lines.length > 0 && (
          <ProgressBar
            label={UPLOAD_PANEL_TEXT.progress}
            value={progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100)}
            description={UPLOAD_PANEL_TEXT.progressCount(progress.done, progress.total)}
            additionalInfo={UPLOAD_PANEL_TEXT.summary(progress.imported, progress.review, progress.refused)}
          />
        )}
        {lines.length > 0 && (
          <ul className="nfe-upload-lines" aria-label={UPLOAD_PANEL_TEXT.progress}>
            {lines.map((line) => (
              <UploadLineRow key={line.id} line={line} onReview={onReview} />
            ))}
          </ul>
        )}
      </SpaceBetween>
    </Container>
  );
}

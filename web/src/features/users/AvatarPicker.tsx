import Button from "@cloudscape-design/components/button";
import FileInput from "@cloudscape-design/components/file-input";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { DEFAULT_AVATAR } from "../../../../shared/avatar";
import { notify } from "../../app/notifications";
import { readAvatarFile } from "./avatar-file";

export interface AvatarPickerProps {
  value: string;
  onChange: (dataUrl: string) => void;
  /** A refused file: the message is also raised as a notification (spec §8). */
  onError: (message: string) => void;
  disabled?: boolean;
}

const NO_FILES: readonly File[] = [];

/** The user's picture (spec §5): an image file of at most 32 KB, or the default avatar. */
export function AvatarPicker({ value, onChange, onError, disabled }: AvatarPickerProps) {
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const read = await readAvatarFile(file);
    if (read.ok) {
      onChange(read.dataUrl);
      return;
    }
    notify("error", read.error);
    onError(read.error);
  };

  return (
    <SpaceBetween direction="horizontal" size="m" alignItems="center">
      <img className="user-avatar user-avatar--large" src={value} alt="Avatar do usuário" />
      <SpaceBetween direction="horizontal" size="xs">
        <FileInput
          value={NO_FILES}
          accept="image/*"
          onChange={({ detail }) => void choose(detail.value[0])}
          ariaLabel="Escolher imagem do avatar"
        >
          Escolher Imagem
        </FileInput>
        <Button formAction="none" disabled={disabled || value === DEFAULT_AVATAR} onClick={() => onChange(DEFAULT_AVATAR)}>
          Imagem Padrão
        </Button>
      </SpaceBetween>
    </SpaceBetween>
  );
}

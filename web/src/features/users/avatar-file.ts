import { AVATAR_MAX_BYTES, avatarSchema } from "../../../../shared/contracts/users";

/** Spec §5 avatar and §8: an image of at most 32768 bytes, read as a data URL. */
export const AVATAR_MESSAGES = {
  notImage: "Arquivo não é uma Imagem",
  tooLarge: "Tamanho Máximo da Imagem: 32KB",
  readError: "Erro na Leitura da Imagem",
} as const;

export type AvatarRead = { ok: true; dataUrl: string } | { ok: false; error: string };

/** What is wrong with a chosen file before reading it, or null. */
export function avatarFileError(file: Pick<File, "type" | "size">): string | null {
  if (!file.type.startsWith("image/")) return AVATAR_MESSAGES.notImage;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}

function readAsDataUrl(file: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.onabort = () => resolve(null);
    try {
      reader.readAsDataURL(file);
    } catch {
      resolve(null);
    }
  });
}

/** The browser's own decode of the whole picture, where it offers one (jsdom does not). */
async function browserDecodes(dataUrl: string): Promise<boolean> {
  if (typeof Image === "undefined") return true;
  const image = new Image();
  if (typeof image.decode !== "function") return true;
  image.src = dataUrl;
  try {
    await image.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks and reads a chosen file: the data URL passes the same schema the server applies (which checks
 * the image's header), then the browser decodes it, so a text renamed .png is refused here too.
 */
export async function readAvatarFile(file: File): Promise<AvatarRead> {
  const error = avatarFileError(file);
  if (error) return { ok: false, error };
  const dataUrl = await readAsDataUrl(file);
  if (dataUrl === null) return { ok: false, error: AVATAR_MESSAGES.readError };
  const checked = avatarSchema.safeParse(dataUrl);
  if (!checked.success) return { ok: false, error: checked.error.issues[0]?.message ?? AVATAR_MESSAGES.notImage };
  if (!(await browserDecodes(dataUrl))) return { ok: false, error: AVATAR_MESSAGES.readError };
  return { ok: true, dataUrl };
}

// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { avatarSchema } from "../../../shared/contracts/users";
import { AVATAR_MESSAGES, avatarFileError, readAvatarFile } from "../../../web/src/features/users/avatar-file";

const PNG_BYTES = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

describe("avatar file (spec §5, §8)", () => {
  it("uses the same messages as the rule the server applies", () => {
    expect(avatarSchema.safeParse("data:text/plain;base64,AAAA").error?.issues[0]?.message).toBe(AVATAR_MESSAGES.notImage);
    expect(avatarSchema.safeParse(`data:image/png;base64,${"A".repeat(44_000)}`).error?.issues[0]?.message).toBe(
      AVATAR_MESSAGES.tooLarge,
    );
  });

  it("accepts images up to 32768 bytes", () => {
    expect(avatarFileError({ type: "image/png", size: 32_768 })).toBeNull();
    expect(avatarFileError({ type: "image/png", size: 32_769 })).toBe("Tamanho Máximo da Imagem: 32KB");
    expect(avatarFileError({ type: "application/pdf", size: 10 })).toBe("Arquivo não é uma Imagem");
    expect(avatarFileError({ type: "", size: 10 })).toBe("Arquivo não é uma Imagem");
  });

  it("reads an image as a data URL", async () => {
    const read = await readAvatarFile(new File([PNG_BYTES], "foto.png", { type: "image/png" }));
    expect(read).toEqual({ ok: true, dataUrl: `data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}` });
  });

  it("refuses other files and too large images without reading them", async () => {
    expect(await readAvatarFile(new File(["texto"], "a.txt", { type: "text/plain" }))).toEqual({ ok: false, error: AVATAR_MESSAGES.notImage });
    const large = new File([new Uint8Array(40_000)], "grande.png", { type: "image/png" });
    expect(await readAvatarFile(large)).toEqual({ ok: false, error: AVATAR_MESSAGES.tooLarge });
  });

  it("says 'Erro na Leitura da Imagem' for a text renamed .png, on the screen as on the server", async () => {
    const fake = new File(["isto não é uma imagem"], "foto.png", { type: "image/png" });
    expect(await readAvatarFile(fake)).toEqual({ ok: false, error: "Erro na Leitura da Imagem" });
    expect(avatarSchema.safeParse(`data:image/png;base64,${btoa("isto nao e uma imagem")}`).error?.issues[0]?.message).toBe(
      AVATAR_MESSAGES.readError,
    );
  });

  it("says 'Erro na Leitura da Imagem' when the browser cannot decode the picture", async () => {
    const original = HTMLImageElement.prototype.decode;
    HTMLImageElement.prototype.decode = () => Promise.reject(new DOMException("The source image cannot be decoded.", "EncodingError"));
    try {
      const read = await readAvatarFile(new File([PNG_BYTES], "foto.png", { type: "image/png" }));
      expect(read).toEqual({ ok: false, error: "Erro na Leitura da Imagem" });
    } finally {
      HTMLImageElement.prototype.decode = original;
    }
  });

  it("says 'Erro na Leitura da Imagem' when the file cannot be read", async () => {
    const broken = new File([PNG_BYTES], "foto.png", { type: "image/png" });
    const original = FileReader.prototype.readAsDataURL;
    FileReader.prototype.readAsDataURL = function failing(this: FileReader) {
      setTimeout(() => this.onerror?.(new ProgressEvent("error") as ProgressEvent<FileReader>), 0);
    };
    try {
      expect(await readAvatarFile(broken)).toEqual({ ok: false, error: "Erro na Leitura da Imagem" });
    } finally {
      FileReader.prototype.readAsDataURL = original;
    }
  });
});

// @vitest-environment jsdom
import FileInput from "@cloudscape-design/components/file-input";
import FormField from "@cloudscape-design/components/form-field";
import Input from "@cloudscape-design/components/input";
import Select from "@cloudscape-design/components/select";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { useMountedRoot } from "./support/mounted-root";
import { FormModal } from "../../web/src/app/FormModal";

const mounted = useMountedRoot();

async function openDialog(name: "editable" | "disabled" | "readOnly" = "editable"): Promise<void> {
  await act(async () => {
    mounted.root.render(
      <FormModal header="Novo Usuário" saving={false} onClose={() => undefined} onSubmit={() => undefined}>
        <FormField label="Avatar">
          <FileInput value={[]} onChange={() => undefined}>
            Escolher Imagem
          </FileInput>
        </FormField>
        <FormField label="Nome do Usuário">
          <Input value="" onChange={() => undefined} ariaLabel="Nome do Usuário" disabled={name === "disabled"} readOnly={name === "readOnly"} />
        </FormField>
        <FormField label="Tipo de Usuário">
          <Select selectedOption={null} options={[{ value: "user", label: "Usuário Padrão" }]} onChange={() => undefined} ariaLabel="Tipo de Usuário" />
        </FormField>
      </FormModal>,
    );
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

describe("FormModal", () => {
  it("opens with the focus on the first field, not on the close button or a file button", async () => {
    await openDialog();
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Nome do Usuário");
  });

  it.each(["disabled", "readOnly"] as const)("skips a %s field", async (name) => {
    await openDialog(name);
    expect(document.activeElement?.getAttribute("aria-haspopup")).not.toBeNull();
  });
});

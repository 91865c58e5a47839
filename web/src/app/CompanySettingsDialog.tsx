import Box from "@cloudscape-design/components/box";
import FormField from "@cloudscape-design/components/form-field";
import Input, { type InputProps } from "@cloudscape-design/components/input";
import Spinner from "@cloudscape-design/components/spinner";
import { useEffect, useRef, useState } from "react";
import { formatCnpj, normalizeCnpj } from "../../../shared/contracts/cnpj";
import { FormModal } from "./FormModal";
import { notify } from "./notifications";
import {
  COMPANY_SETTINGS_TEXT,
  type CompanySettingsErrors,
  fetchTenantSettings,
  saveTenantSettings,
  validateCompanySettings,
} from "./company-settings";

/** "12.345.678/0001-95": the mask's 14 characters and 4 separators. */
const MASKED_LENGTH = 18;

export interface CompanySettingsDialogProps {
  onClose: () => void;
}

/**
 * 'Dados da Empresa' (administrators): the company's CNPJ, read when the dialog opens, typed with its mask and
 * checked (length and check digits) before it is sent. Mount it to open it.
 */
export function CompanySettingsDialog({ onClose }: CompanySettingsDialogProps) {
  const [loaded, setLoaded] = useState<string | null>(null);
  const [cnpj, setCnpj] = useState("");
  const [errors, setErrors] = useState<CompanySettingsErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const cnpjRef = useRef<InputProps.Ref>(null);

  useEffect(() => {
    let active = true;
    void fetchTenantSettings().then((settings) => {
      if (!active) return;
      const current = settings?.cnpj ?? "";
      setLoaded(current);
      setCnpj(formatCnpj(current));
    });
    return () => {
      active = false;
    };
  }, []);

  const change = (typed: string) => {
    const next = formatCnpj(typed);
    setCnpj(next);
    if (submitted) {
      const result = validateCompanySettings({ cnpj: next });
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = async () => {
    if (saving || loaded === null) return;
    setSubmitted(true);
    const result = validateCompanySettings({ cnpj });
    if (!result.ok) {
      setErrors(result.errors);
      cnpjRef.current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const saved = await saveTenantSettings(result.value);
    setSaving(false);
    if (saved) {
      notify("success", COMPANY_SETTINGS_TEXT.saved);
      onClose();
    }
  };

  const unchanged = loaded !== null && normalizeCnpj(cnpj) === loaded;
  return (
    <FormModal
      header={COMPANY_SETTINGS_TEXT.header}
      saving={saving}
      submitDisabledReason={loaded === null || unchanged ? COMPANY_SETTINGS_TEXT.unchanged : undefined}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      {loaded === null ? (
        <Box textAlign="center">
          <Spinner size="large" />
        </Box>
      ) : (
        <FormField label={COMPANY_SETTINGS_TEXT.cnpj} description={COMPANY_SETTINGS_TEXT.cnpjDescription} errorText={errors.cnpj} stretch>
          <Input
            ref={cnpjRef}
            value={cnpj}
            onChange={({ detail }) => change(detail.value)}
            placeholder="00.000.000/0000-00"
            nativeInputAttributes={{ maxLength: MASKED_LENGTH }}
            invalid={errors.cnpj !== undefined}
            disabled={saving}
            autoComplete={false}
            autoFocus
          />
        </FormField>
      )}
    </FormModal>
  );
}

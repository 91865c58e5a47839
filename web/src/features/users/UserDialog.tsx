import FormField from "@cloudscape-design/components/form-field";
import Input, { type InputProps } from "@cloudscape-design/components/input";
import Select, { type SelectProps } from "@cloudscape-design/components/select";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useRef, useState } from "react";
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from "../../../../shared/contracts/session";
import { ROLES, roleLabel, USER_NAME_MAX_LENGTH, type UserView } from "../../../../shared/contracts/users";
import { FormModal } from "../../app/FormModal";
import { sha256Hex } from "../../app/sha256";
import { limitReachedText } from "../../app/text-limits";
import { createUser, updateUser } from "./api";
import { AvatarPicker } from "./AvatarPicker";
import { PasswordInput } from "./PasswordInput";
import {
  firstInvalidField,
  newUserFields,
  typedName,
  typedUsername,
  type UserFieldErrors,
  type UserFields,
  type UserFormMode,
  type UserRequestBody,
  userFieldsOf,
  userRequestBody,
  validateUser,
} from "./user-form";

export const USER_DIALOG_TEXT = {
  createHeader: "Novo Usuário",
  editHeader: "Editar Usuário",
  name: "Nome do Usuário",
  username: "Login de Usuário",
  role: "Tipo de Usuário",
  password: "Senha",
  confirmation: "Confirmação de Senha",
  avatar: "Avatar",
  keepPassword: "Deixe em branco para manter a senha atual.",
} as const;

const ROLE_OPTIONS: readonly SelectProps.Option[] = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

export interface UserDialogProps {
  /** The user being edited; none for a new user. */
  user?: UserView;
  onClose: () => void;
  /** After the server accepted it: the body sent, and the id for an edit. */
  onSaved: (body: UserRequestBody, id: number | undefined) => void;
}

/** New and edit user dialogs (spec §2.8, §5). Mount it to open it: its fields start fresh each time. */
export function UserDialog({ user, onClose, onSaved }: UserDialogProps) {
  const mode: UserFormMode = user ? "edit" : "create";
  const [fields, setFields] = useState<UserFields>(() => (user ? userFieldsOf(user) : newUserFields()));
  const [errors, setErrors] = useState<UserFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const refs = {
    name: useRef<InputProps.Ref>(null),
    username: useRef<InputProps.Ref>(null),
    role: useRef<SelectProps.Ref>(null),
    password: useRef<InputProps.Ref>(null),
    confirmation: useRef<InputProps.Ref>(null),
  };

  const change = <K extends keyof UserFields>(field: K, value: UserFields[K]) => {
    const next = { ...fields, [field]: value };
    setFields(next);
    if (submitted) {
      const result = validateUser(mode, next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = async () => {
    if (saving) return;
    setSubmitted(true);
    const result = validateUser(mode, fields);
    if (!result.ok) {
      setErrors(result.errors);
      const first = firstInvalidField(result.errors);
      if (first && first !== "avatar") refs[first].current?.focus();
      return;
    }
    setErrors({});
    // Spec §5: an edit is refused without an id.
    if (mode === "edit" && !user?.id) return;
    setSaving(true);
    const body = await userRequestBody(result.value, sha256Hex);
    const saved = user ? await updateUser(user, body) : await createUser(body);
    setSaving(false);
    if (saved) onSaved(body, user?.id);
  };

  const selectedRole = ROLE_OPTIONS.find((option) => option.value === fields.role) ?? null;

  return (
    <FormModal
      header={user ? USER_DIALOG_TEXT.editHeader : USER_DIALOG_TEXT.createHeader}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <SpaceBetween size="m">
        <FormField label={USER_DIALOG_TEXT.avatar} errorText={errors.avatar}>
          <AvatarPicker
            value={fields.avatar}
            onChange={(avatar) => {
              setErrors(({ avatar: _refused, ...rest }) => rest);
              change("avatar", avatar);
            }}
            onError={(message) => setErrors((current) => ({ ...current, avatar: message }))}
            disabled={saving}
          />
        </FormField>
        <FormField
          label={USER_DIALOG_TEXT.name}
          errorText={errors.name}
          constraintText={limitReachedText(fields.name, USER_NAME_MAX_LENGTH)}
          stretch
        >
          <Input
            ref={refs.name}
            value={fields.name}
            onChange={({ detail }) => change("name", typedName(detail.value))}
            nativeInputAttributes={{ maxLength: USER_NAME_MAX_LENGTH }}
            disabled={saving}
            autoFocus
            autoComplete={false}
          />
        </FormField>
        <FormField
          label={USER_DIALOG_TEXT.username}
          errorText={errors.username}
          constraintText={limitReachedText(fields.username, USERNAME_MAX_LENGTH)}
          stretch
        >
          <Input
            ref={refs.username}
            value={fields.username}
            onChange={({ detail }) => change("username", typedUsername(detail.value, fields.username))}
            onBlur={() => change("username", fields.username.trim())}
            nativeInputAttributes={{ maxLength: USERNAME_MAX_LENGTH }}
            disabled={saving}
            autoComplete={false}
          />
        </FormField>
        <FormField label={USER_DIALOG_TEXT.role} errorText={errors.role} stretch>
          <Select
            ref={refs.role}
            selectedOption={selectedRole}
            options={ROLE_OPTIONS}
            onChange={({ detail }) => change("role", ROLES.find((role) => role === detail.selectedOption.value) ?? "")}
            disabled={saving}
          />
        </FormField>
        <FormField
          label={USER_DIALOG_TEXT.password}
          errorText={errors.password}
          constraintText={limitReachedText(fields.password, PASSWORD_MAX_LENGTH) ?? (user ? USER_DIALOG_TEXT.keepPassword : undefined)}
          stretch
        >
          <PasswordInput
            inputRef={refs.password}
            value={fields.password}
            onChange={(password) => change("password", password)}
            maxLength={PASSWORD_MAX_LENGTH}
            disabled={saving}
          />
        </FormField>
        <FormField
          label={USER_DIALOG_TEXT.confirmation}
          errorText={errors.confirmation}
          constraintText={limitReachedText(fields.confirmation, PASSWORD_MAX_LENGTH)}
          stretch
        >
          <PasswordInput
            inputRef={refs.confirmation}
            value={fields.confirmation}
            onChange={(confirmation) => change("confirmation", confirmation)}
            maxLength={PASSWORD_MAX_LENGTH}
            disabled={saving}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  );
}

import Button from "@cloudscape-design/components/button";
import Input, { type InputProps } from "@cloudscape-design/components/input";
import { type Ref, useState } from "react";
import { hidePasswordIcon, showPasswordIcon } from "../../app/icons";

export interface PasswordInputProps {
  value: string;
  onChange: (value: string) => void;
  controlId?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  /** The most characters the input takes. */
  maxLength?: number;
  inputRef?: Ref<InputProps.Ref>;
}

/** A password field with the show/hide toggle the login page has (spec §2.4, §5). */
export function PasswordInput(props: PasswordInputProps) {
  const { value, onChange, controlId, invalid, disabled, autoComplete = "new-password", maxLength, inputRef } = props;
  const [visible, setVisible] = useState(false);
  return (
    <div className="user-password">
      <div className="user-password__input">
        <Input
          ref={inputRef}
          type={visible ? "text" : "password"}
          value={value}
          onChange={({ detail }) => onChange(detail.value)}
          controlId={controlId}
          invalid={invalid}
          disabled={disabled}
          autoComplete={autoComplete}
          nativeInputAttributes={maxLength === undefined ? undefined : { maxLength }}
        />
      </div>
      <Button
        variant="icon"
        iconSvg={visible ? hidePasswordIcon : showPasswordIcon}
        ariaLabel={visible ? "Ocultar senha" : "Mostrar senha"}
        formAction="none"
        disabled={disabled}
        onClick={() => setVisible((shown) => !shown)}
      />
    </div>
  );
}

import Box from "@cloudscape-design/components/box";
import Button from "@cloudscape-design/components/button";
import Container from "@cloudscape-design/components/container";
import Form from "@cloudscape-design/components/form";
import FormField from "@cloudscape-design/components/form-field";
import Input, { type InputProps } from "@cloudscape-design/components/input";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { getRouteApi } from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import { UNKNOWN_COMPANY_MESSAGE, USERNAME_MAX_LENGTH } from "../../../../shared/contracts/session";
import { hidePasswordIcon, showPasswordIcon } from "../../app/icons";
import { safeReturnPath } from "../../app/route-params";
import { signIn } from "../../app/session";
import { useTenantProfile } from "../../app/tenant";
import { limitReachedText } from "../../app/text-limits";
import { type LoginErrors, type LoginFields, validateLogin } from "./login-form";

const route = getRouteApi("/login");

/** /login (spec §2.4, §5). */
export function LoginPage() {
  const { from } = route.useSearch();
  const navigate = route.useNavigate();
  const tenant = useTenantProfile();
  const [fields, setFields] = useState<LoginFields>({ username: "", password: "" });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [loading, setLoading] = useState(false);
  const usernameRef = useRef<InputProps.Ref>(null);
  const passwordRef = useRef<InputProps.Ref>(null);

  const change = (field: keyof LoginFields, value: string) => {
    const next = { ...fields, [field]: value };
    setFields(next);
    if (submitted) {
      const result = validateLogin(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setSubmitted(true);
    const result = validateLogin(fields);
    if (!result.ok) {
      setErrors(result.errors);
      (result.errors.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    setLoading(true);
    const user = await signIn(result.value.username, result.value.password);
    setLoading(false);
    if (user) void navigate({ href: safeReturnPath(from), replace: true });
  };

  if (tenant.unknownCompany) return <UnknownCompanyPage />;

  return (
    <main className="login-page">
      <div className="login-card">
        <form onSubmit={submit} noValidate>
          <Container>
            <SpaceBetween size="l">
              <div className="login-brand">
                {tenant.logo && <img className="login-logo" src={tenant.logo} alt={tenant.byname || "Logotipo da empresa"} />}
                {tenant.byname && (
                  <Box variant="h2" textAlign="center" margin={{ top: "s" }}>
                    {tenant.byname}
                  </Box>
                )}
              </div>
              <Form
                actions={
                  <Button variant="primary" formAction="submit" loading={loading} loadingText="Entrando">
                    Login
                  </Button>
                }
              >
                <SpaceBetween size="m">
                  <FormField
                    label="Nome do Usuário"
                    errorText={errors.username}
                    constraintText={limitReachedText(fields.username, USERNAME_MAX_LENGTH)}
                    stretch
                  >
                    <Input
                      ref={usernameRef}
                      value={fields.username}
                      onChange={({ detail }) => change("username", detail.value)}
                      nativeInputAttributes={{ maxLength: USERNAME_MAX_LENGTH }}
                      autoFocus
                      autoComplete="username"
                      name="username"
                      disabled={loading}
                    />
                  </FormField>
                  <FormField label="Senha" errorText={errors.password} stretch>
                    <div className="login-password">
                      <div className="login-password__input">
                        <Input
                          ref={passwordRef}
                          type={passwordVisible ? "text" : "password"}
                          value={fields.password}
                          onChange={({ detail }) => change("password", detail.value)}
                          autoComplete="current-password"
                          name="password"
                          disabled={loading}
                        />
                      </div>
                      <Button
                        variant="icon"
                        iconSvg={passwordVisible ? hidePasswordIcon : showPasswordIcon}
                        ariaLabel={passwordVisible ? "Ocultar senha" : "Mostrar senha"}
                        formAction="none"
                        onClick={() => setPasswordVisible((visible) => !visible)}
                      />
                    </div>
                  </FormField>
                </SpaceBetween>
              </Form>
            </SpaceBetween>
          </Container>
        </form>
      </div>
    </main>
  );
}

/** An address that reaches no company: no sign-in form, no other company's name or logo. */
function UnknownCompanyPage() {
  return (
    <main className="login-page">
      <div className="login-card">
        <Container>
          <Box variant="h1" textAlign="center">
            {UNKNOWN_COMPANY_MESSAGE}
          </Box>
          <Box textAlign="center" color="text-body-secondary" margin={{ top: "s" }}>
            Este endereço não pertence a nenhuma empresa cadastrada. Confira o endereço com o administrador da sua empresa.
          </Box>
        </Container>
      </div>
    </main>
  );
}

export const ROLES = ["admin", "user"] as const;
export type Role = (typeof ROLES)[number];

const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrador",
  user: "Usuário Padrão",
};

/** Spec §4: unknown role labels show 'Erro'. */
export function roleLabel(role: string): string {
  return (ROLE_LABELS as Record<string, string>)[role] ?? "Erro";
}

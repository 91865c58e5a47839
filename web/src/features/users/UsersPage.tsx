import { SectionPage } from "../../app/SectionPage";

/** /users (spec §2.8). */
export function UsersPage() {
  return <SectionPage title="Usuários" />;
}

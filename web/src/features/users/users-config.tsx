import { roleLabel, type UserView } from "../../../../shared/contracts/users";
import type { ListConfig } from "../../lists";

function NameWithAvatar({ user }: { user: UserView }) {
  return (
    <span className="user-name-cell">
      <img className="user-avatar" src={user.avatar} alt="" />
      <span>{user.name}</span>
    </span>
  );
}

/** /users (spec §2.8): name with avatar, login and role label. */
export const USERS_LIST: ListConfig<UserView> = {
  section: "users",
  listId: "users",
  trackBy: "id",
  columns: [
    { id: "name", header: "Nome do Usuário", type: "text", cell: (user) => <NameWithAvatar user={user} /> },
    { id: "username", header: "Login de Usuário", type: "text" },
    { id: "role", header: "Tipo de Usuário", type: "text", value: (user) => roleLabel(user.role) },
  ],
  defaultSort: [{ key: "name", direction: "asc" }],
};

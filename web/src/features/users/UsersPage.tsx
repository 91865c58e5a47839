import "./users.css";
import Button from "@cloudscape-design/components/button";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import type { UserView } from "../../../../shared/contracts/users";
import { usePageBreadcrumbs } from "../../app/breadcrumbs";
import { setCurrentUser, useCurrentUser } from "../../app/current-user";
import { DataList, exportHeading, type RowOption } from "../../lists";
import { removeUser } from "./api";
import { ConfirmModal } from "../../app/ConfirmModal";
import { useReloadSoon } from "../../app/use-reload-soon";
import type { UserRequestBody } from "./user-form";
import { UserDialog } from "./UserDialog";
import { USERS_LIST } from "./users-config";

export const USERS_TEXT = {
  title: "Usuários",
  add: "Novo Usuário",
  edit: "Editar",
  remove: "Remover",
  removeHeader: "Remover Usuário",
  removeQuestion: (user: UserView) => `Tem certeza que deseja remover o usuário ${user.name}?`,
  ownAccount: "Você não pode remover a sua própria conta.",
} as const;

const NO_TRAIL: never[] = [];
const HEADING = exportHeading(USERS_TEXT.title, NO_TRAIL);

const route = getRouteApi("/_auth/_section/users");

type Dialog = { kind: "create" } | { kind: "edit"; user: UserView } | { kind: "remove"; user: UserView };

/** /users (spec §2.8): the users with avatar, login and role; new, edit and remove. */
export function UsersPage() {
  usePageBreadcrumbs(NO_TRAIL);
  const navigate = useNavigate();
  const currentUser = useCurrentUser();
  const items = route.useLoaderData();
  const reloadSoon = useReloadSoon();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [removing, setRemoving] = useState(false);

  const rowOptions = useMemo<readonly RowOption<UserView>[]>(
    () => [
      { id: "edit", text: USERS_TEXT.edit, onClick: (user) => setDialog({ kind: "edit", user }) },
      {
        id: "remove",
        text: USERS_TEXT.remove,
        onClick: (user) => setDialog({ kind: "remove", user }),
        // Spec §5: a user cannot remove their own account (the server refuses it too).
        disabled: (user) => user.id === currentUser?.id,
        disabledReason: USERS_TEXT.ownAccount,
      },
    ],
    [currentUser?.id],
  );

  const saved = (body: UserRequestBody, id: number | undefined) => {
    setDialog(null);
    // Editing one's own account: the header shows the new name and picture at once.
    if (currentUser && id === currentUser.id) {
      setCurrentUser({ ...currentUser, name: body.name, username: body.username, avatar: body.avatar, admin: body.role === "admin" });
    }
    reloadSoon();
  };

  const confirmRemoval = async (user: UserView) => {
    setRemoving(true);
    const removed = await removeUser(user);
    setRemoving(false);
    setDialog(null);
    if (removed) reloadSoon();
  };

  return (
    <>
      <DataList
        config={USERS_LIST}
        items={items}
        title={USERS_TEXT.title}
        exportTitle={HEADING.title}
        exportSubtitle={HEADING.subtitle}
        onBack={() => void navigate({ to: "/" })}
        rowOptions={rowOptions}
        actions={
          <Button variant="primary" iconName="add-plus" onClick={() => setDialog({ kind: "create" })}>
            {USERS_TEXT.add}
          </Button>
        }
      />
      {dialog?.kind === "create" && <UserDialog onClose={() => setDialog(null)} onSaved={saved} />}
      {dialog?.kind === "edit" && <UserDialog key={dialog.user.id} user={dialog.user} onClose={() => setDialog(null)} onSaved={saved} />}
      <ConfirmModal
        visible={dialog?.kind === "remove"}
        header={USERS_TEXT.removeHeader}
        confirmText={USERS_TEXT.remove}
        busy={removing}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === "remove") void confirmRemoval(dialog.user);
        }}
      >
        {dialog?.kind === "remove" ? USERS_TEXT.removeQuestion(dialog.user) : null}
      </ConfirmModal>
    </>
  );
}

import { removalQuerySchema } from "../../shared/contracts/record-version";
import { createUserRequestSchema, updateUserRequestSchema } from "../../shared/contracts/users";
import { httpApi, requireSession } from "../lib/request/http";
import { parseId, parseInput } from "../lib/request/validate";
import { createUser, deleteUser, listUsers, toUserView, updateUser } from "./store";

export const handler = httpApi("users", {
  "GET /api/users": async (request) => ({ data: (await listUsers(request.tenantId)).map(toUserView) }),
  "POST /api/users": async (request) => {
    const input = parseInput(createUserRequestSchema, request.body);
    const user = await createUser(request.tenantId, input);
    return { status: 201, data: toUserView(user), message: { type: "success", msg: "Usuário criado com sucesso!" } };
  },
  "PUT /api/users/{id}": async (request) => {
    const id = parseId(request.params.id);
    const input = parseInput(updateUserRequestSchema, request.body);
    const user = await updateUser(request.tenantId, id, input);
    return { data: toUserView(user), message: { type: "success", msg: "Usuário alterado com sucesso!" } };
  },
  "DELETE /api/users/{id}": async (request) => {
    const id = parseId(request.params.id);
    const { version } = parseInput(removalQuerySchema, request.query);
    await deleteUser(request.tenantId, id, requireSession(request).userId, version);
    return { data: true, message: { type: "success", msg: "Usuário removido com sucesso!" } };
  },
});

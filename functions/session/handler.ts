import type { ApiResult } from "../lib/request/http";
import { httpApi, requireSession } from "../lib/request/http";
import { login, logout } from "./login";
import { tenantData, tenantLogo } from "./tenant";

export const handler = httpApi("session", {
  "POST /api/login": login,
  "POST /api/logout": logout,
  "GET /api/check": async (request): Promise<ApiResult> => {
    const session = requireSession(request);
    return {
      data: {
        id: session.userId,
        name: session.name,
        username: session.username,
        avatar: session.avatar,
        admin: session.admin,
      },
    };
  },
  "GET /api/tenant_data": tenantData,
  "GET /api/tenant_logo": tenantLogo,
});

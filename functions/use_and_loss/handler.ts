import { httpApi } from "../lib/http";

export const handler = httpApi("use_and_loss", {});

import { register } from "node:module";

/**
 * The bench imports the web app's list configs (for the Excel export row); Cloudscape components import
 * their CSS, which Node cannot load. Styles mean nothing here: they load as empty modules.
 */
const hooks = `export async function load(url, context, next) {
  if (url.endsWith(".css")) return { format: "module", source: "", shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

/** The kind of work a browser profile's frame does, by the source (from the build's source map) its code came from. */

export function kindOfSource(source: string): string {
  if (source.includes("@cloudscape-design/")) return "Cloudscape";
  if (/node_modules\/(react|react-dom|scheduler)\//.test(source)) return "React";
  if (source.includes("@tanstack/")) return "roteador (TanStack)";
  if (source.includes("node_modules/")) return "outras dependências";
  const inRepo = source.search(/(web\/src|shared)\//);
  if (inRepo < 0) return "outro";
  const file = source.slice(inRepo);
  // The list kit by file: sorting, filtering, totals and cells each show on their own.
  if (file.startsWith("web/src/lists/")) return `kit de listas: ${file.slice("web/src/lists/".length)}`;
  if (file.startsWith("web/src/features/")) return "telas (web/src/features)";
  if (file.startsWith("web/src/app/")) return "app (web/src/app)";
  return "shared e outros do produto";
}

/** A call's path with its `:name` parameters filled in (encoded). */
export function restPath(
  call: { readonly path: string },
  params: Readonly<Record<string, string | number>> = {},
): string {
  return call.path.replace(/:(\w+)/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? encodeURIComponent(String(params[name])) : whole,
  );
}

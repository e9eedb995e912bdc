// What the catalog tests check in every set of strings: the same keys in cn, en and vi, no empty
// text, the same {{placeholders}}. Pure, so the catalog test and the feature strings test share it.

/** Every leaf of a catalog as 'a.b.c' → text. */
export function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

export const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

/** What is wrong with a set of strings per language, against cn: one line per problem. */
export function messageProblems(byLocale: Readonly<Record<'cn' | 'en' | 'vi', unknown>>): string[] {
  const problems: string[] = [];
  const reference = leaves(byLocale.cn);
  for (const [locale, messages] of Object.entries(byLocale)) {
    const own = leaves(messages);
    for (const key of reference.keys()) if (!own.has(key)) problems.push(`${locale}: ${key} is missing`);
    for (const [key, text] of own) {
      if (!reference.has(key)) problems.push(`${locale}: ${key} is not in cn`);
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${locale}: ${key} is empty`);
      else if (placeholders(text).join() !== placeholders(String(reference.get(key))).join())
        problems.push(`${locale}: ${key} has other placeholders than cn`);
    }
  }
  return problems;
}

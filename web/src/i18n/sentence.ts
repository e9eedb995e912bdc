/**
 * A message as a sentence: its first letter a capital. The origin words its answers as the product
 * lists them ("please enter valid email first", PRODUCT §5 and §8); shown to a reader, they start as
 * sentences do. Chinese has no case and is left as it is.
 */
export function sentence(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const letter = String.fromCodePoint(first);
  return letter.toLocaleUpperCase() + text.slice(letter.length);
}

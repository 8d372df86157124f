/**
 * The first `max` characters of `text`, with an ellipsis when something was cut (a card's
 * description preview, a question's label in a list). Counts characters, not UTF-16 units, so an
 * emoji is never split in half.
 */
export function cutText(text: string, max: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

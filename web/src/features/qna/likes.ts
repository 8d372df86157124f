/** The like list after the server answered whether `userId` now likes the item. */
export function toggledLikes(likes: readonly string[], userId: string, liked: boolean): string[] {
  const others = likes.filter((id) => id !== userId);
  return liked ? [...others, userId] : others;
}

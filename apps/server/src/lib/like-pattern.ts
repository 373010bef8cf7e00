/** `%`, `_` and `\` typed in a search box are letters, not LIKE patterns: "contains this text". */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

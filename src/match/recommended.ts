/**
 * The similarity threshold the README recommends for `match.similarity`, chosen on the dev half of
 * the labelled paraphrases (`npm run eval:match`): the highest F1 with no twin confused.
 */
export const RECOMMENDED_SIMILARITY = 0.5;

/**
 * The similarity threshold the README recommends for `match.similarity`, chosen on the dev half of
 * the labelled paraphrases (`npm run eval:match`): the best F0.5 (precision weighed twice) with no twin confused.
 */
export const RECOMMENDED_SIMILARITY = 0.55;

/**
 * The `rel` of a link a member wrote (a company's website, rich text's links): search engines do
 * not follow it or credit it (`nofollow ugc`), and the page it opens cannot reach back to ours
 * (`noopener`) nor learn which page linked it (`noreferrer`). Issue 36 (decision 174). Plain
 * TypeScript: the sanitiser also runs under plain Node (the large seeder).
 */
export const USER_LINK_REL = "nofollow ugc noopener noreferrer";

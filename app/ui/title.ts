/** Every page title carries the product prefix: `JobLink | <page>`. */
export function pageTitle(page: string): string {
  return `JobLink | ${page}`;
}

import { publicUrlFor } from "#app/ui/share-meta.server.ts";
import { companyFeedPath } from "./feed.server.ts";
import { embedCode, widgetPath } from "./widget.ts";

/** Where a company's jobs go beyond its page (decision 170): its feed, and for its owner the widget's code. */
export function companyOutlets(request: Request, companyUserId: number, companyName: string, isOwner: boolean) {
  const widgetUrl = publicUrlFor(request, widgetPath(companyUserId));
  return {
    feedUrl: companyFeedPath(companyUserId),
    widget: isOwner ? { previewUrl: widgetPath(companyUserId), code: embedCode(widgetUrl, companyName) } : null,
  };
}
export type CompanyOutlets = ReturnType<typeof companyOutlets>;

/**
 * What Google documents for a `JobPosting` (decision 170), as a checker the tests share: the
 * problems of one JSON-LD object, [] when it has every required and recommended property with
 * the right type. It does not import the builder: it states the rules on its own.
 */
type Json = Record<string, unknown>;

const GOOGLE_EMPLOYMENT_TYPES = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
  "VOLUNTEER",
  "PER_DIEM",
  "OTHER",
];
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === "string" && value.trim().length > 0;
const isTime = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value);
const isAbsoluteUrl = (value: unknown) =>
  typeof value === "string" && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

export function jobPostingProblems(posting: unknown): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  if (!isObject(posting)) return ["not an object"];
  need(
    posting["@context"] === "https://schema.org/" || posting["@context"] === "https://schema.org",
    "@context is schema.org",
  );
  need(posting["@type"] === "JobPosting", "@type is JobPosting");
  need(isText(posting.title), "title");
  need(isText(posting.description), "description");
  need(isTime(posting.datePosted), "datePosted (ISO 8601)");
  need(isTime(posting.validThrough), "validThrough (ISO 8601)");
  need(
    typeof posting.datePosted === "string" &&
      typeof posting.validThrough === "string" &&
      posting.datePosted < posting.validThrough,
    "datePosted before validThrough",
  );
  need(GOOGLE_EMPLOYMENT_TYPES.includes(posting.employmentType as string), "employmentType in Google's words");
  need(typeof posting.directApply === "boolean", "directApply is a boolean");
  need(isAbsoluteUrl(posting.url), "url");
  const organization = posting.hiringOrganization;
  need(
    isObject(organization) && organization["@type"] === "Organization" && isText(organization.name),
    "hiringOrganization: an Organization with a name",
  );
  if (isObject(organization)) {
    if ("sameAs" in organization) need(isAbsoluteUrl(organization.sameAs), "hiringOrganization.sameAs is a URL");
    if ("logo" in organization) need(isAbsoluteUrl(organization.logo), "hiringOrganization.logo is a URL");
  }
  const identifier = posting.identifier;
  need(
    isObject(identifier) &&
      identifier["@type"] === "PropertyValue" &&
      isText(identifier.name) &&
      isText(identifier.value),
    "identifier: a PropertyValue",
  );
  if (posting.jobLocationType === "TELECOMMUTE") {
    const areas = posting.applicantLocationRequirements;
    need(
      Array.isArray(areas) &&
        areas.length > 0 &&
        areas.every((area) => isObject(area) && area["@type"] === "Country" && isText(area.name)),
      "applicantLocationRequirements: countries",
    );
  } else {
    need(posting.jobLocationType === undefined, "jobLocationType is TELECOMMUTE or absent");
    const places = Array.isArray(posting.jobLocation) ? posting.jobLocation : [posting.jobLocation];
    need(places.length > 0, "jobLocation");
    for (const place of places) {
      const address = isObject(place) ? place.address : undefined;
      need(
        isObject(place) &&
          place["@type"] === "Place" &&
          isObject(address) &&
          address["@type"] === "PostalAddress" &&
          isText(address.addressLocality) &&
          isText(address.addressRegion) &&
          typeof address.addressCountry === "string" &&
          /^[A-Z]{2}$/.test(address.addressCountry),
        "jobLocation: a Place with a PostalAddress (locality, region, two-letter country)",
      );
    }
  }
  if ("baseSalary" in posting) {
    const salary = posting.baseSalary;
    const value = isObject(salary) ? salary.value : undefined;
    need(
      isObject(salary) &&
        salary["@type"] === "MonetaryAmount" &&
        typeof salary.currency === "string" &&
        /^[A-Z]{3}$/.test(salary.currency) &&
        isObject(value) &&
        value["@type"] === "QuantitativeValue" &&
        typeof value.value === "number" &&
        value.value > 0 &&
        value.unitText === "YEAR",
      "baseSalary: a MonetaryAmount (currency, a yearly QuantitativeValue)",
    );
  }
  return problems;
}

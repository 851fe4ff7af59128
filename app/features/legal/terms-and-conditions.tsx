/** The terms and conditions (`/terms-and-conditions`): static text in the auth layout, linked from its footer and from sign-up. */
import { LegalPage, type LegalSection } from "./legal-page.tsx";

const sections: LegalSection[] = [
  {
    heading: "Your account",
    paragraphs: [
      "You must be at least 16 years old to use JobLink. You join either as an individual or as a company; a company account must be created by someone allowed to act for that company.",
      "Keep your password to yourself. You are responsible for what happens under your account; tell us at once if you think someone else has used it.",
      "Give true information. Profiles that impersonate a person or a company, or job posts for jobs that do not exist, are removed.",
    ],
  },
  {
    heading: "Job posts",
    paragraphs: [
      "A job post must describe a real opening, its location, the experience it needs and, where you give one, an honest salary. Posts may not discriminate unlawfully or ask candidates for payment.",
      "Only the person or company that published a post can edit, close or delete it. Reposting shares a post with your network; it does not make you its author.",
      "Referrals and recommendations are a courtesy between members: JobLink does not promise that a referral leads to an interview or a job.",
    ],
  },
  {
    heading: "Acceptable use",
    paragraphs: [
      "Do not send spam, harass other members, scrape the site, try to break into accounts, or upload files that contain malware or content you have no right to share.",
      "Messages and connection requests are for professional contact. Members can decline or withdraw requests at any time.",
    ],
  },
  {
    heading: "Your content",
    paragraphs: [
      "You keep the rights to what you post. You give JobLink the permission it needs to store it and show it to the people your settings allow, for as long as it is on JobLink.",
    ],
  },
  {
    heading: "Availability and liability",
    paragraphs: [
      "We work to keep JobLink available and your data safe, but the service is provided as it is. We are not responsible for decisions employers or candidates make based on content on JobLink.",
    ],
  },
  {
    heading: "Ending your account",
    paragraphs: [
      "You can stop using JobLink at any time and ask us to delete your account. We may suspend accounts that break these terms, and will tell you why.",
    ],
  },
  {
    heading: "Contact",
    paragraphs: ["Questions about these terms: legal@joblink.example."],
  },
];

export function TermsAndConditions() {
  return (
    <LegalPage
      title="Terms and Conditions"
      updated="21 November 2026"
      intro="These terms apply to everyone who uses JobLink, the professional network and job board. By creating an account you agree to them."
      sections={sections}
    />
  );
}

/** The privacy policy (`/privacy-policy`): static text in the auth layout, linked from its footer and from sign-up. */
import { LegalPage, type LegalSection } from "./legal-page.tsx";

const sections: LegalSection[] = [
  {
    heading: "What we collect",
    paragraphs: [
      "Account data: your email address, a hash of your password (never the password itself) and whether you joined as an individual or a company.",
      "Profile data you choose to add: your name, headline, phone number, pincode, location, photo, banner, resume, work experience, education and skills; for companies, the company name, point of contact, contact details, website, logo and description.",
      "Activity: the connections you make, the job posts you publish, like, repost or ask a referral on, the messages you send and the notifications you receive.",
      "Technical data: a session cookie that keeps you logged in, and the network address of each request, which we use only to limit abuse such as repeated login attempts.",
    ],
  },
  {
    heading: "How we use it",
    paragraphs: [
      "To run JobLink: show your profile to the people you allow, suggest people you may know and jobs that match your skills, deliver messages and notifications, and let companies list their openings and see who works for them.",
      "To keep accounts safe: verify your email with a one-time code, send password reset links, and block automated guessing of passwords and codes.",
      "We do not sell your personal data and we do not show third-party advertising.",
    ],
  },
  {
    heading: "Who can see what",
    paragraphs: [
      "Your public profile (name, headline, photo, location, experience and education) is visible to other members and to visitors. Your email address and phone number are not shown on your public profile.",
      "Your resume is visible only to you and to members whose resume request you have accepted.",
      "Messages are visible only to the two people in the conversation.",
    ],
  },
  {
    heading: "Cookies",
    paragraphs: [
      "JobLink uses only the cookies it needs to work: the signed “auth” cookie that keeps you logged in, and short-lived cookies that carry a message to the next page or remember the email waiting for its verification code. There are no tracking or advertising cookies.",
    ],
  },
  {
    heading: "How long we keep it",
    paragraphs: [
      "We keep your account data while your account exists. Verification codes expire after 10 minutes and reset links after 60 minutes. Logging out ends your session on the server as well as in your browser.",
    ],
  },
  {
    heading: "Your choices and rights",
    paragraphs: [
      "You can see and change your profile at any time from your details page, withdraw connection requests, delete your job posts, messages, experience and education entries, and remove your resume.",
      "You can ask us for a copy of your data or for the deletion of your account by writing to privacy@joblink.example. We answer within 30 days.",
    ],
  },
  {
    heading: "Changes",
    paragraphs: [
      "If we change this policy in a way that matters, we will tell you by email or in the app before the change takes effect.",
    ],
  },
];

export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="21 November 2026"
      intro="JobLink is a professional network where people build profiles, connect and find jobs, and companies publish openings. This policy explains what personal data JobLink keeps, why, and the choices you have."
      sections={sections}
    />
  );
}

/**
 * The skills of a profile, in the member's order, each with its endorsements (decision 179):
 * the count, and for a connection an "Endorse" button (or "Endorsed", which takes it back).
 * The buttons post to the profile page itself, so they work without JavaScript.
 */
import type { IndividualProfileView } from "#app/contract/profiles.ts";
import { IntentButton } from "#app/ui/intent-button.tsx";
import { badgeClass, SrOnly } from "#app/ui/static.tsx";
import { ENDORSE_INTENTS } from "./endorse-intents.ts";

type Props = {
  skills: IndividualProfileView["skills"];
  endorsements: IndividualProfileView["endorsements"];
  mayEndorse: boolean;
  /** The profile page's address (the forms' action and where they come back to). */
  action: string;
};

export const endorsementsText = (count: number) => `${count} endorsement${count === 1 ? "" : "s"}`;

export function SkillList({ skills, endorsements, mayEndorse, action }: Props) {
  const of = new Map(endorsements.map((e) => [e.skill_id, e]));
  return (
    <ul className="jl-flex jl-wrap jl-gap-2">
      {skills.map((skill) => {
        const endorsement = of.get(skill.id);
        const count = endorsement?.count ?? 0;
        return (
          <li key={skill.id} className="jl-hstack jl-gap-1">
            <span className={badgeClass("subtle", "brand", "lg")}>
              {skill.title}
              {count > 0 ? (
                <>
                  <span aria-hidden="true"> · {count}</span>
                  <SrOnly>, {endorsementsText(count)}</SrOnly>
                </>
              ) : null}
            </span>
            {mayEndorse ? (
              <IntentButton
                action={action}
                intent={endorsement?.endorsed_by_me ? ENDORSE_INTENTS.withdraw : ENDORSE_INTENTS.endorse}
                fields={{ skill_id: skill.id }}
                redirectTo={action}
                variant={endorsement?.endorsed_by_me ? "subtle" : "outline"}
                colorPalette="brand"
              >
                {endorsement?.endorsed_by_me ? "Endorsed ✓" : "Endorse"}
                <SrOnly> {skill.title}</SrOnly>
              </IntentButton>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
